import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    permissions: 'Ver permissões de {{name}}',
  },
  en: {
    permissions: 'See the permissions of {{name}}',
  },
  es: {
    permissions: 'Ver los permisos de {{name}}',
  },
});
