import { defineMessages } from '@nuvem/ui';

/**
 * The texts of the user message banner ('ATENÇÃO!'), by the message_code of GET /me `message` (spec §8:
 * 'env_message.{code}'). A code without a text here shows no banner.
 */
export default defineMessages({
  'pt-BR': {
    dedicated_db_user_created: 'O usuário dedicado do seu banco de dados foi criado.',
    dedicated_db_user_edited: 'O usuário dedicado do seu banco de dados foi alterado.',
    iaas_cancelling:
      'O cancelamento da sua conta IaaS está em andamento. Enquanto ele não terminar, não é possível contratar novos recursos.',
  },
  en: {
    dedicated_db_user_created: 'The dedicated user of your database was created.',
    dedicated_db_user_edited: 'The dedicated user of your database was changed.',
    iaas_cancelling:
      'Your IaaS account is being cancelled. Until that is done, no new resources can be contracted.',
  },
  es: {
    dedicated_db_user_created: 'Se creó el usuario dedicado de su base de datos.',
    dedicated_db_user_edited: 'Se modificó el usuario dedicado de su base de datos.',
    iaas_cancelling:
      'La cancelación de su cuenta IaaS está en curso. Mientras no termine, no es posible contratar nuevos recursos.',
  },
});
