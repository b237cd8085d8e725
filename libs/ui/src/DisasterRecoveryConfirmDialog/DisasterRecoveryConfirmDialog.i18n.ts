import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    typeToConfirm: 'Digite {{value}} para confirmar',
    cancel: 'Cancelar',
  },
  en: {
    typeToConfirm: 'Type {{value}} to confirm',
    cancel: 'Cancel',
  },
  es: {
    typeToConfirm: 'Escriba {{value}} para confirmar',
    cancel: 'Cancelar',
  },
});
