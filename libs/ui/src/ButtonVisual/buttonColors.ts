import { darken, getContrastRatio, lighten } from '@mui/material/styles';

/** WCAG AA for a button's text (normal size): 4.5:1. */
export const MIN_TEXT_CONTRAST = 4.5;

const WHITE = '#FFFFFF';
const INK = '#1F2933';

export interface ButtonColors {
  background: string;
  /** White or ink, whichever reads better on the background (one of them always passes AA). */
  text: string;
  /** Under the pointer: away from the text's colour, so the text reads at least as well. */
  hover: string;
}

/** A button filled with a report theme's colour ('#RRGGBB'): its text and hover shades. */
export function buttonColorsOf(background: string): ButtonColors {
  const text = getContrastRatio(WHITE, background) >= getContrastRatio(INK, background) ? WHITE : INK;
  const hover = text === WHITE ? darken(background, 0.15) : lighten(background, 0.2);
  return { background, text, hover };
}
