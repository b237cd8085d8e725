import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    back: 'Voltar',
    loading: 'Carregando dashboard...',
  },
  en: {
    back: 'Back',
    loading: 'Loading dashboard...',
  },
  es: {
    back: 'Volver',
    loading: 'Cargando dashboard...',
  },
});
