import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    loading: 'Carregando visual...',
    empty: 'Não há dados para exibir',
    errorTitle: 'Não foi possível exibir este visual',
    showDetails: 'Ver detalhes',
    hideDetails: 'Ocultar detalhes',
    retry: 'Tentar novamente',
  },
  en: {
    loading: 'Loading visual...',
    empty: 'No data to display',
    errorTitle: "Couldn't display this visual",
    showDetails: 'See details',
    hideDetails: 'Hide details',
    retry: 'Try again',
  },
  es: {
    loading: 'Cargando objeto visual...',
    empty: 'No hay datos para mostrar',
    errorTitle: 'No se puede mostrar este objeto visual',
    showDetails: 'Ver detalles',
    hideDetails: 'Ocultar detalles',
    retry: 'Reintentar',
  },
});
