import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    shownOnce: 'Copie o token agora: ele não será mostrado de novo. Gerar outro invalida o anterior.',
    expires: 'Expira em {{date}}',
    copy: 'Copiar token',
    copied: 'Token copiado',
    generate: 'Gerar token',
    generateAnother: 'Gerar novo token',
    generating: 'Gerando token…',
    error: 'Não foi possível gerar o token. Tente novamente.',
  },
  en: {
    shownOnce: 'Copy the token now: it will not be shown again. Generating another revokes this one.',
    expires: 'Expires {{date}}',
    copy: 'Copy token',
    copied: 'Token copied',
    generate: 'Generate token',
    generateAnother: 'Generate new token',
    generating: 'Generating token…',
    error: 'The token could not be generated. Please try again.',
  },
  es: {
    shownOnce: 'Copie el token ahora: no se volverá a mostrar. Generar otro invalida el anterior.',
    expires: 'Caduca el {{date}}',
    copy: 'Copiar token',
    copied: 'Token copiado',
    generate: 'Generar token',
    generateAnother: 'Generar nuevo token',
    generating: 'Generando token…',
    error: 'No se pudo generar el token. Inténtelo de nuevo.',
  },
});
