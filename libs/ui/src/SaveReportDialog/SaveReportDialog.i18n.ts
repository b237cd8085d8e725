import { defineMessages } from '../i18n/defineMessages';

// Power BI's "Save your report" dialog, in each language.
export default defineMessages({
  'pt-BR': {
    title: 'Salvar o relatório',
    name: 'Nome do relatório',
    nameRequired: 'Dê um nome ao relatório.',
    nameTooLong: 'Use no máximo {{max}} caracteres.',
    save: 'Salvar',
    cancel: 'Cancelar',
  },
  en: {
    title: 'Save your report',
    name: 'Report name',
    nameRequired: 'Give the report a name.',
    nameTooLong: 'Use at most {{max}} characters.',
    save: 'Save',
    cancel: 'Cancel',
  },
  es: {
    title: 'Guardar el informe',
    name: 'Nombre del informe',
    nameRequired: 'Dé un nombre al informe.',
    nameTooLong: 'Use como máximo {{max}} caracteres.',
    save: 'Guardar',
    cancel: 'Cancelar',
  },
});
