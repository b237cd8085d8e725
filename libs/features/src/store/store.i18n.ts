import { defineMessages } from '@nuvem/ui';

/** Minha conta's messages that the containers write (the components' own are in @nuvem/ui). */
export default defineMessages({
  'pt-BR': {
    cancelled: 'Compra cancelada: ela não será cobrada.',
    cancelFailed: 'Não foi possível cancelar a compra.',
  },
  en: {
    cancelled: 'Purchase cancelled: it will not be billed.',
    cancelFailed: 'The purchase could not be cancelled.',
  },
  es: {
    cancelled: 'Compra cancelada: no se cobrará.',
    cancelFailed: 'No se pudo cancelar la compra.',
  },
});
