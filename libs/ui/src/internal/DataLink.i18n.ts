import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    newTab: '(abre em nova aba)',
  },
  en: {
    newTab: '(opens in a new tab)',
  },
  es: {
    newTab: '(se abre en una pestaña nueva)',
  },
});
