import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    title: 'Recusar a solicitação de {{name}}',
    reason: 'Motivo',
    reasonHint: 'O cliente verá este motivo.',
    refuse: 'Recusar',
  },
  en: {
    title: "Refuse {{name}}'s request",
    reason: 'Reason',
    reasonHint: 'The customer will read this reason.',
    refuse: 'Refuse',
  },
  es: {
    title: 'Rechazar la solicitud de {{name}}',
    reason: 'Motivo',
    reasonHint: 'El cliente verá este motivo.',
    refuse: 'Rechazar',
  },
});
