import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    registerTitle: 'Registrar chave',
    rotateTitle: 'Rotacionar {{name}}',
    rotateText:
      'Uma nova versão passa a proteger o cofre e todas as chaves de dados são recriptografadas com ela. As versões anteriores continuam disponíveis para leitura.',
    name: 'Nome',
    nameHint: 'Letras, números, ponto, hífen, sublinhado e barra.',
    material: 'Material da chave (opcional)',
    materialHint: '256 bits em base64 (44 caracteres). Deixe em branco para a Nuvem gerar a chave.',
    register: 'Registrar',
    rotate: 'Rotacionar',
  },
  en: {
    registerTitle: 'Register key',
    rotateTitle: 'Rotate {{name}}',
    rotateText:
      'A new version starts protecting the vault and every data key is re-wrapped under it. Previous versions remain available for reading.',
    name: 'Name',
    nameHint: 'Letters, digits, dot, dash, underscore and slash.',
    material: 'Key material (optional)',
    materialHint: '256 bits in base64 (44 characters). Leave it empty for Nuvem to generate the key.',
    register: 'Register',
    rotate: 'Rotate',
  },
  es: {
    registerTitle: 'Registrar clave',
    rotateTitle: 'Rotar {{name}}',
    rotateText:
      'Una nueva versión pasa a proteger la bóveda y todas las claves de datos se vuelven a cifrar con ella. Las versiones anteriores siguen disponibles para lectura.',
    name: 'Nombre',
    nameHint: 'Letras, números, punto, guion, guion bajo y barra.',
    material: 'Material de la clave (opcional)',
    materialHint: '256 bits en base64 (44 caracteres). Déjelo en blanco para que Nuvem genere la clave.',
    register: 'Registrar',
    rotate: 'Rotar',
  },
});
