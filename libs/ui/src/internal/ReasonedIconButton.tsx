import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

export interface ReasonedIconButtonProps {
  /** What it does: its name and tooltip. */
  label: string;
  /** Why the user may not do it: disables it and becomes its name and tooltip. */
  refusedReason?: string;
  /** Disabled without a reason of its own to tell (a request on its way). */
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

/**
 * A row's icon action that says why it is disabled. A disabled button takes no pointer events: the tooltip
 * hangs on a wrapper, and the reason is the button's accessible name.
 */
export function ReasonedIconButton({
  label,
  refusedReason,
  disabled = false,
  onClick,
  children,
}: ReasonedIconButtonProps) {
  return (
    <Tooltip title={refusedReason ?? label}>
      <span>
        <IconButton
          size="small"
          aria-label={refusedReason ?? label}
          disabled={disabled || refusedReason !== undefined}
          onClick={onClick}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}
