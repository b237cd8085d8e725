import { defineMessages } from '@nuvem/ui';

/**
 * Spec §8: a favorite saved (a toast, for accounts and dashboards alike) or not: an alert 'erro' for an
 * account, 'Erro' - 'Não pude atualizar…' for a dashboard.
 */
export default defineMessages({
  'pt-BR': {
    savedTitle: 'Atualizado',
    saved: 'Favorito atualizado com sucesso',
    failedTitle: 'Erro',
    failed: 'erro',
    insightFailed: 'Não pude atualizar a lista de favoritos. Tente novamente.',
  },
  en: {
    savedTitle: 'Updated',
    saved: 'Favorite updated successfully',
    failedTitle: 'Error',
    failed: 'error',
    insightFailed: 'I could not update the favorites list. Please try again.',
  },
  es: {
    savedTitle: 'Actualizado',
    saved: 'Favorito actualizado con éxito',
    failedTitle: 'Error',
    failed: 'error',
    insightFailed: 'No pude actualizar la lista de favoritos. Inténtelo de nuevo.',
  },
});
