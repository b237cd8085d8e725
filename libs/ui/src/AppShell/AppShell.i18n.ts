import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    skipToContent: 'Pular para o conteúdo',
    loading: 'Carregando...',
  },
  en: {
    skipToContent: 'Skip to content',
    loading: 'Loading...',
  },
  es: {
    skipToContent: 'Saltar al contenido',
    loading: 'Cargando...',
  },
});
