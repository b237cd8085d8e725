import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    label: 'Painel de ações',
    close: 'Fechar',
    tabs: 'Listas de ações',
    clientTab: 'Ações',
    clientTitle: 'Últimas Ações Executadas',
    allTitle: 'Todas as ações',
    allSubtitle: 'Mostra as ações executadas em todos os ambientes',
  },
  en: {
    label: 'Actions panel',
    close: 'Close',
    tabs: 'Action lists',
    clientTab: 'Actions',
    clientTitle: 'Latest Executed Actions',
    allTitle: 'All actions',
    allSubtitle: 'Shows actions executed in all environments',
  },
  es: {
    label: 'Panel de acciones',
    close: 'Cerrar',
    tabs: 'Listas de acciones',
    clientTab: 'Acciones',
    clientTitle: 'Últimas Acciones Ejecutadas',
    allTitle: 'Todas las acciones',
    allSubtitle: 'Muestra las acciones ejecutadas en todos los entornos',
  },
});
