import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    back: 'Voltar',
    loading: 'Carregando dashboard...',
    retry: 'Tentar novamente',
  },
  en: {
    back: 'Back',
    loading: 'Loading dashboard...',
    retry: 'Try again',
  },
  es: {
    back: 'Volver',
    loading: 'Cargando dashboard...',
    retry: 'Reintentar',
  },
});
