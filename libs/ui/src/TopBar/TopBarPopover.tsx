import Popover from '@mui/material/Popover';
import type { SxProps, Theme } from '@mui/material/styles';
import type { MouseEventHandler, ReactNode } from 'react';

export interface TopBarPopoverProps {
  open: boolean;
  /** The top-bar button it hangs from. */
  anchorEl: HTMLElement | null;
  onClose: () => void;
  /** The dialog's id: the button's `aria-controls`. */
  id: string;
  /** The id of the dialog's visible title. */
  labelledBy: string;
  /** Width in px; never wider than the window. */
  width: number;
  sx?: SxProps<Theme>;
  /**
   * Layers the panel under MUI's drawers and dialogs (just above the app bar), for a panel whose controls
   * open those: the right sidebar opened from the overflow panel must cover it, not hide beneath it.
   */
  underOverlays?: boolean;
  /** A click anywhere in the panel (React bubbling: in its controls' own dropdowns too). */
  onClick?: MouseEventHandler<HTMLElement>;
  children: ReactNode;
}

/**
 * The dropdown panel of a top-bar control (messages, assist token): a labelled dialog hanging from its
 * button's right edge, focus-managed by MUI's Popover.
 */
export function TopBarPopover({
  open,
  anchorEl,
  onClose,
  id,
  labelledBy,
  width,
  sx,
  underOverlays = false,
  onClick,
  children,
}: TopBarPopoverProps) {
  return (
    <Popover
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      sx={underOverlays ? (theme) => ({ zIndex: theme.zIndex.appBar + 1 }) : undefined}
      slotProps={{
        paper: {
          id,
          onClick,
          role: 'dialog',
          'aria-labelledby': labelledBy,
          sx: [{ width, maxWidth: 'calc(100vw - 16px)' }, ...(Array.isArray(sx) ? sx : [sx])],
        },
      }}
    >
      {children}
    </Popover>
  );
}
