/** A card's height in px: two lines of name and a caption (a design choice, not from the spec). */
export const INSIGHT_CARD_HEIGHT_PX = 84;
