import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': { breadcrumbs: 'Você está em' },
  en: { breadcrumbs: 'You are here' },
  es: { breadcrumbs: 'Usted está en' },
});
