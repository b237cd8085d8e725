import { defineMessages } from '../i18n/defineMessages';

// The words every form shares: its buttons, and the title of a refusal that is not about one field.
export default defineMessages({
  'pt-BR': {
    submit: 'Salvar',
    submitting: 'Salvando...',
    cancel: 'Cancelar',
    errorTitle: 'Não foi possível salvar',
  },
  en: {
    submit: 'Save',
    submitting: 'Saving...',
    cancel: 'Cancel',
    errorTitle: 'Could not save',
  },
  es: {
    submit: 'Guardar',
    submitting: 'Guardando...',
    cancel: 'Cancelar',
    errorTitle: 'No se pudo guardar',
  },
});
