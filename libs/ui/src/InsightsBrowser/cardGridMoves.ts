import { locateCard, type CardRowPlace } from './insightGridLayout';

/** The keys that move focus between cards. Enter is the card button's own. */
export const CARD_MOVE_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'] as const;
export type CardMoveKey = (typeof CARD_MOVE_KEYS)[number];

export const isCardMoveKey = (key: string): key is CardMoveKey =>
  (CARD_MOVE_KEYS as readonly string[]).includes(key);

/**
 * The card a key moves focus to from card `from` (an index among all cards); `from` itself when the move
 * leads nowhere. ArrowLeft/ArrowRight move within the row; ArrowUp/ArrowDown to the card row above/below
 * (group headers in between are skipped), same column or the last card of a shorter row; Home/End to the
 * first/last card.
 */
export function cardMoveTarget(cardRows: readonly CardRowPlace[], from: number, key: CardMoveKey): number {
  const last = cardRows.at(-1);
  if (!last) return from;
  if (key === 'Home') return 0;
  if (key === 'End') return last.first + last.length - 1;
  const at = locateCard(cardRows, from);
  if (!at) return from;
  const row = cardRows[at.cardRow]!;
  switch (key) {
    case 'ArrowLeft':
      return at.column > 0 ? from - 1 : from;
    case 'ArrowRight':
      return at.column < row.length - 1 ? from + 1 : from;
    case 'ArrowUp':
    case 'ArrowDown': {
      const target = cardRows[at.cardRow + (key === 'ArrowUp' ? -1 : 1)];
      return target ? target.first + Math.min(at.column, target.length - 1) : from;
    }
  }
}
