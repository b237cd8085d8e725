import { defineMessages } from '../i18n/defineMessages';

/** The names of a support ticket's statuses, severities, channels and authors, shared by the ticket screens. */
export default defineMessages({
  'pt-BR': {
    status: {
      new: 'Novo',
      open: 'Em atendimento',
      pending: 'Aguardando você',
      on_hold: 'Em espera',
      solved: 'Resolvido',
      closed: 'Fechado',
    },
    severity: { low: 'Baixa', normal: 'Normal', high: 'Alta', urgent: 'Urgente' },
    channel: { portal: 'Portal', email: 'E-mail', phone: 'Telefone', chat: 'Chat' },
    role: { customer: 'Cliente', agent: 'Suporte', system: 'Automático' },
  },
  en: {
    status: {
      new: 'New',
      open: 'In progress',
      pending: 'Awaiting you',
      on_hold: 'On hold',
      solved: 'Solved',
      closed: 'Closed',
    },
    severity: { low: 'Low', normal: 'Normal', high: 'High', urgent: 'Urgent' },
    channel: { portal: 'Portal', email: 'E-mail', phone: 'Phone', chat: 'Chat' },
    role: { customer: 'Customer', agent: 'Support', system: 'Automatic' },
  },
  es: {
    status: {
      new: 'Nuevo',
      open: 'En atención',
      pending: 'Esperando su respuesta',
      on_hold: 'En espera',
      solved: 'Resuelto',
      closed: 'Cerrado',
    },
    severity: { low: 'Baja', normal: 'Normal', high: 'Alta', urgent: 'Urgente' },
    channel: { portal: 'Portal', email: 'Correo electrónico', phone: 'Teléfono', chat: 'Chat' },
    role: { customer: 'Cliente', agent: 'Soporte', system: 'Automático' },
  },
});
