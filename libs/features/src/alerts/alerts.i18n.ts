import { defineMessages } from '@nuvem/ui';

/** The alert area's own texts (spec §8); the alerts themselves come from the API in the user's words. */
export default defineMessages({
  'pt-BR': {
    communicationsFailedTitle: 'Erro',
    communicationsFailed: 'Não foi possível obter a lista de alertas',
    pushAlertTitle: 'Atenção!',
    migrationTitle: 'Aviso de migração',
    migrationText: '{{message}} Início: {{startDate}} às {{startTime}}. Término: {{endDate}} às {{endTime}}.',
  },
  en: {
    communicationsFailedTitle: 'Error',
    communicationsFailed: 'Could not get the list of alerts',
    pushAlertTitle: 'Attention!',
    migrationTitle: 'Migration notice',
    migrationText: '{{message}} Start: {{startDate}} at {{startTime}}. End: {{endDate}} at {{endTime}}.',
  },
  es: {
    communicationsFailedTitle: 'Error',
    communicationsFailed: 'No fue posible obtener la lista de alertas',
    pushAlertTitle: '¡Atención!',
    migrationTitle: 'Aviso de migración',
    migrationText:
      '{{message}} Inicio: {{startDate}} a las {{startTime}}. Fin: {{endDate}} a las {{endTime}}.',
  },
});
