import { defineMessages } from '@nuvem/ui';

// TSS and TSS registration containers' strings: `features:tss.*`.
export default defineMessages({
  'pt-BR': {
    ordered:
      'Pedido registrado: mais {{documents, number}} documentos por mês para {{name}}. Ele aparece em Compras e a cota sobe assim que a equipe confirmar.',
    register: 'Cadastrar empresa',
    registered: 'A empresa {{name}} foi cadastrada no TSS.',
    quotaSaved: 'A cota de {{name}} passou a {{quota, number}} documentos por mês.',
  },
  en: {
    ordered:
      'Order placed: {{documents, number}} more documents a month for {{name}}. It shows in Purchases, and the quota rises once the team confirms it.',
    register: 'Register company',
    registered: 'The company {{name}} was registered for TSS.',
    quotaSaved: "{{name}}'s quota is now {{quota, number}} documents a month.",
  },
  es: {
    ordered:
      'Pedido registrado: {{documents, number}} documentos más al mes para {{name}}. Aparece en Compras y la cuota sube en cuanto el equipo lo confirme.',
    register: 'Registrar empresa',
    registered: 'La empresa {{name}} fue registrada en TSS.',
    quotaSaved: 'La cuota de {{name}} pasó a {{quota, number}} documentos al mes.',
  },
});
