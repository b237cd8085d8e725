import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    label: 'Ações executadas',
    labelWithWarnings_one: 'Ações executadas: {{count}} aviso',
    labelWithWarnings_other: 'Ações executadas: {{count}} avisos',
  },
  en: {
    label: 'Executed actions',
    labelWithWarnings_one: 'Executed actions: {{count}} warning',
    labelWithWarnings_other: 'Executed actions: {{count}} warnings',
  },
  es: {
    label: 'Acciones ejecutadas',
    labelWithWarnings_one: 'Acciones ejecutadas: {{count}} aviso',
    labelWithWarnings_other: 'Acciones ejecutadas: {{count}} avisos',
  },
});
