import { defineMessages } from '@nuvem/ui';

/** Spec §8: the favourite account saved (a toast) or not (an alert 'erro'). */
export default defineMessages({
  'pt-BR': {
    savedTitle: 'Atualizado',
    saved: 'Favorito atualizado com sucesso',
    failedTitle: 'Erro',
    failed: 'erro',
  },
  en: {
    savedTitle: 'Updated',
    saved: 'Favourite updated successfully',
    failedTitle: 'Error',
    failed: 'error',
  },
  es: {
    savedTitle: 'Actualizado',
    saved: 'Favorito actualizado con éxito',
    failedTitle: 'Error',
    failed: 'error',
  },
});
