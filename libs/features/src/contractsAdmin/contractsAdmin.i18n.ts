import { defineMessages } from '@nuvem/ui';

// Administração › Contratos container's strings: `features:contractsAdmin.*`.
export default defineMessages({
  'pt-BR': {
    changed: 'O contrato {{number}} agora está {{status}}.',
    failed: 'Não foi possível mudar a situação do contrato. Tente de novo.',
  },
  en: {
    changed: 'Contract {{number}} is now {{status}}.',
    failed: "The contract's status could not be changed. Try again.",
  },
  es: {
    changed: 'El contrato {{number}} ahora está {{status}}.',
    failed: 'No se pudo cambiar la situación del contrato. Inténtelo de nuevo.',
  },
});
