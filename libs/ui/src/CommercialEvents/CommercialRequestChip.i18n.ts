import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': { pending: 'Pendente', approved: 'Aprovada', refused: 'Recusada', reason: 'Motivo: {{reason}}' },
  en: { pending: 'Pending', approved: 'Approved', refused: 'Refused', reason: 'Reason: {{reason}}' },
  es: { pending: 'Pendiente', approved: 'Aprobada', refused: 'Rechazada', reason: 'Motivo: {{reason}}' },
});
