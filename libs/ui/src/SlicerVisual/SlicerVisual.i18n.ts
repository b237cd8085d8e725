import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    clear: 'Limpar seleções',
    from: 'Data inicial',
    to: 'Data final',
    invalidRange: 'A data inicial é posterior à data final.',
    all: 'Todos',
    selectedCount_one: '{{count, number}} selecionado',
    selectedCount_other: '{{count, number}} selecionados',
  },
  en: {
    clear: 'Clear selections',
    from: 'Start date',
    to: 'End date',
    invalidRange: 'The start date is after the end date.',
    all: 'All',
    selectedCount_one: '{{count, number}} selected',
    selectedCount_other: '{{count, number}} selected',
  },
  es: {
    clear: 'Borrar selecciones',
    from: 'Fecha inicial',
    to: 'Fecha final',
    invalidRange: 'La fecha inicial es posterior a la fecha final.',
    all: 'Todos',
    selectedCount_one: '{{count, number}} seleccionado',
    selectedCount_other: '{{count, number}} seleccionados',
  },
});
