import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    label: 'Rodapé',
    copyright: '© {{year}} {{owner}}. Todos os direitos reservados.',
  },
  en: {
    label: 'Footer',
    copyright: '© {{year}} {{owner}}. All rights reserved.',
  },
  es: {
    label: 'Pie de página',
    copyright: '© {{year}} {{owner}}. Todos los derechos reservados.',
  },
});
