import { defineMessages } from '@nuvem/ui';

/** Spec §5: the customer type of a user, as a short tag. */
export default defineMessages({
  'pt-BR': { internal: 'Interno', partner: 'Parceiro', external: 'Externo' },
  en: { internal: 'Internal', partner: 'Partner', external: 'External' },
  es: { internal: 'Interno', partner: 'Socio', external: 'Externo' },
});
