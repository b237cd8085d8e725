import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': { monthly: '{{price}} por mês', once: '{{price}} (pagamento único)' },
  en: { monthly: '{{price}} a month', once: '{{price}} (one-off)' },
  es: { monthly: '{{price}} al mes', once: '{{price}} (pago único)' },
});
