/**
 * How long a success toast stays (spec §8 'Atualizado' - 'Favorito atualizado com sucesso'). The spec gives
 * no duration: a design choice, long enough to read two short lines. Errors never close by themselves.
 */
export const SUCCESS_TOAST_MS = 6000;
