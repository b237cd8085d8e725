import { defineMessages } from '@nuvem/ui';

export default defineMessages({
  'pt-BR': {
    refused:
      'O marketplace deste ambiente está disponível para clientes com contrato ou cota de TSS contratada. Fale com o seu executivo de contas.',
    ordered: 'Pedido de {{offer}} enviado: a contratação está sendo provisionada.',
    seePurchases: 'Acompanhar em Minhas compras',
    admin: {
      create: 'Nova oferta',
      created: 'A oferta {{name}} foi criada como rascunho. Publique-a para os clientes a verem.',
      saved: 'A oferta {{name}} foi salva.',
      published: 'A oferta {{name}} foi publicada.',
      withdrawn: 'A oferta {{name}} foi retirada do marketplace. As compras já feitas continuam valendo.',
      failed: 'Não foi possível alterar a oferta {{name}}: {{reason}}',
    },
  },
  en: {
    refused:
      "This environment's marketplace is open to customers with a contract or a hired TSS quota. Talk to your account manager.",
    ordered: 'Order for {{offer}} sent: it is being provisioned.',
    seePurchases: 'Follow it in My purchases',
    admin: {
      create: 'New offer',
      created: 'The offer {{name}} was created as a draft. Publish it for customers to see it.',
      saved: 'The offer {{name}} was saved.',
      published: 'The offer {{name}} was published.',
      withdrawn: 'The offer {{name}} was withdrawn from the marketplace. Purchases already made stay valid.',
      failed: 'The offer {{name}} could not be changed: {{reason}}',
    },
  },
  es: {
    refused:
      'El marketplace de este ambiente está disponible para clientes con contrato o cuota de TSS contratada. Hable con su ejecutivo de cuentas.',
    ordered: 'Pedido de {{offer}} enviado: la contratación se está aprovisionando.',
    seePurchases: 'Seguir en Mis compras',
    admin: {
      create: 'Nueva oferta',
      created: 'La oferta {{name}} se creó como borrador. Publíquela para que los clientes la vean.',
      saved: 'La oferta {{name}} se guardó.',
      published: 'La oferta {{name}} se publicó.',
      withdrawn: 'La oferta {{name}} se retiró del marketplace. Las compras ya hechas siguen vigentes.',
      failed: 'No se pudo cambiar la oferta {{name}}: {{reason}}',
    },
  },
});
