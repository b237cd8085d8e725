import { defineMessages } from '@nuvem/ui';

/** The alert area's own texts (spec §8); the alerts themselves come from the API in the user's words. */
export default defineMessages({
  'pt-BR': {
    communicationsFailedTitle: 'Erro',
    communicationsFailed: 'Não foi possível obter a lista de alertas',
    pushAlertTitle: 'Atenção!',
    migrationTitle: 'Aviso de migração',
    migrationWindow: 'Início: {{start}}. Término: {{end}}.',
  },
  en: {
    communicationsFailedTitle: 'Error',
    communicationsFailed: 'Could not get the list of alerts',
    pushAlertTitle: 'Attention!',
    migrationTitle: 'Migration notice',
    migrationWindow: 'Start: {{start}}. End: {{end}}.',
  },
  es: {
    communicationsFailedTitle: 'Error',
    communicationsFailed: 'No fue posible obtener la lista de alertas',
    pushAlertTitle: '¡Atención!',
    migrationTitle: 'Aviso de migración',
    migrationWindow: 'Inicio: {{start}}. Fin: {{end}}.',
  },
});
