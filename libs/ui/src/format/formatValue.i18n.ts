import { defineMessages } from '../i18n/defineMessages';

// Power BI's own words for an empty value.
export default defineMessages({
  'pt-BR': { blank: '(Em branco)', true: 'Verdadeiro', false: 'Falso' },
  en: { blank: '(Blank)', true: 'True', false: 'False' },
  es: { blank: '(En blanco)', true: 'Verdadero', false: 'Falso' },
});
