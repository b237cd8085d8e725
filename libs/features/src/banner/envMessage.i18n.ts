import { defineMessages } from '@nuvem/ui';

/**
 * The texts of the user message banner ('ATENÇÃO!'), by the message_code of GET /me `message` (spec §8:
 * 'env_message.{code}'). A code without a text here shows no banner.
 */
export default defineMessages({
  'pt-BR': {
    iaas_cancelling:
      'O cancelamento da sua conta IaaS está em andamento. Enquanto ele não terminar, não é possível contratar novos recursos.',
  },
  en: {
    iaas_cancelling:
      'Your IaaS account is being cancelled. Until that is done, no new resources can be contracted.',
  },
  es: {
    iaas_cancelling:
      'La cancelación de su cuenta IaaS está en curso. Mientras no termine, no es posible contratar nuevos recursos.',
  },
});
