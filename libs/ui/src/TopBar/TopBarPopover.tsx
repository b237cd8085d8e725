import Popover from '@mui/material/Popover';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

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
  children,
}: TopBarPopoverProps) {
  return (
    <Popover
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          id,
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
