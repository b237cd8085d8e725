import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    label: 'Seções da documentação',
    reference: 'Referência da API',
    sdk: 'SDK de incorporação',
    playground: 'Testar a incorporação',
  },
  en: {
    label: 'Documentation sections',
    reference: 'API reference',
    sdk: 'Embedding SDK',
    playground: 'Embed playground',
  },
  es: {
    label: 'Secciones de la documentación',
    reference: 'Referencia de la API',
    sdk: 'SDK de incrustación',
    playground: 'Probar la incrustación',
  },
});
