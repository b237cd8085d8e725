import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': { label: 'Blocos do painel', empty: 'Este painel ainda não tem blocos.' },
  en: { label: 'Dashboard tiles', empty: 'This dashboard has no tiles yet.' },
  es: { label: 'Iconos del panel', empty: 'Este panel aún no tiene iconos.' },
});
