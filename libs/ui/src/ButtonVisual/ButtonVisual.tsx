import Button from '@mui/material/Button';
import { useRenderedOnce } from '../internal/useRenderedOnce';
import { buttonColorsOf } from './buttonColors';

export interface ButtonVisualProps {
  /** The button's text (the report visual's title), already in the viewer's language. */
  label: string;
  /**
   * The report theme's colour ('#RRGGBB') to fill the button with; the text is white or dark, whichever
   * reads better. The design system's primary colour when omitted.
   */
  color?: string;
  /** The button was pressed (click, Enter or Space). Without it the button is shown disabled (a tile, edit mode). */
  onClick?: () => void;
  /** The button is on screen; called once per `label`. */
  onRendered?: () => void;
}

/**
 * A report's button (Power BI's action button): it fills its box, and pressing it runs the action the report
 * gave it (the caller's `onClick`: show a page, apply a bookmark). Long labels wrap.
 */
export function ButtonVisual({ label, color, onClick, onRendered }: ButtonVisualProps) {
  useRenderedOnce(label, onRendered);
  const colors = color ? buttonColorsOf(color) : undefined;
  return (
    <Button
      variant="contained"
      disableElevation
      // A report's button has no ripple (as in Power BI); the keyboard focus is outlined instead.
      disableRipple
      disabled={!onClick}
      onClick={onClick}
      sx={{
        width: '100%',
        height: '100%',
        minWidth: 0,
        px: 1.5,
        textTransform: 'none',
        typography: 'button',
        lineHeight: 1.25,
        overflow: 'hidden',
        overflowWrap: 'anywhere',
        ...(colors && {
          bgcolor: colors.background,
          color: colors.text,
          '&:hover': { bgcolor: colors.hover },
        }),
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'text.primary', outlineOffset: 2 },
      }}
    >
      {label}
    </Button>
  );
}
