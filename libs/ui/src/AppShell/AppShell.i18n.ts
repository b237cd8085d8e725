import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    skipToContent: 'Pular para o conteúdo',
    loading: 'Carregando...',
    menu: 'Menu',
  },
  en: {
    skipToContent: 'Skip to content',
    loading: 'Loading...',
    menu: 'Menu',
  },
  es: {
    skipToContent: 'Saltar al contenido',
    loading: 'Cargando...',
    menu: 'Menú',
  },
});
