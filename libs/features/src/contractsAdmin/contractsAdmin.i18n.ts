import { defineMessages } from '@nuvem/ui';

// Administração › Contratos container's strings: `features:contractsAdmin.*`.
export default defineMessages({
  'pt-BR': {
    changed: 'Situação do contrato {{number}} alterada para {{status}}.',
    failed: 'Não foi possível mudar a situação do contrato. Tente de novo.',
  },
  en: {
    changed: 'Contract {{number}} status changed to {{status}}.',
    failed: "The contract's status could not be changed. Try again.",
  },
  es: {
    changed: 'Situación del contrato {{number}} cambiada a {{status}}.',
    failed: 'No se pudo cambiar la situación del contrato. Inténtelo de nuevo.',
  },
});
