import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    state: {
      running: 'Em execução',
      stopped: 'Parado',
      available: 'Disponível',
      in_use: 'Em uso',
      provisioning: 'Em provisionamento',
      starting: 'Iniciando',
      stopping: 'Parando',
      restarting: 'Reiniciando',
      resizing: 'Redimensionando',
      deleting: 'Excluindo',
      error: 'Com erro',
      unknown: 'Em transição',
    },
  },
  en: {
    state: {
      running: 'Running',
      stopped: 'Stopped',
      available: 'Available',
      in_use: 'In use',
      provisioning: 'Provisioning',
      starting: 'Starting',
      stopping: 'Stopping',
      restarting: 'Restarting',
      resizing: 'Resizing',
      deleting: 'Deleting',
      error: 'Error',
      unknown: 'Changing',
    },
  },
  es: {
    state: {
      running: 'En ejecución',
      stopped: 'Detenido',
      available: 'Disponible',
      in_use: 'En uso',
      provisioning: 'En aprovisionamiento',
      starting: 'Iniciando',
      stopping: 'Deteniendo',
      restarting: 'Reiniciando',
      resizing: 'Redimensionando',
      deleting: 'Eliminando',
      error: 'Con error',
      unknown: 'En transición',
    },
  },
});
