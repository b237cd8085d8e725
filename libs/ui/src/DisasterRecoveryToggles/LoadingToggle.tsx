import CircularProgress from '@mui/material/CircularProgress';
import ToggleButton from '@mui/material/ToggleButton';
import Tooltip from '@mui/material/Tooltip';

interface LoadingToggleProps {
  label: string;
  /** Tooltip text, also the button's accessible description. */
  hint: string;
  pressed: boolean;
  loading: boolean;
  /** Called with the state a press asks for. */
  onToggle: (next: boolean) => void;
}

/**
 * A toggle that shows its request in flight: a spinner, aria-busy, and no effect while busy. It stays
 * focusable while busy (aria-disabled rather than disabled) so that keyboard focus is not lost mid-toggle.
 */
export function LoadingToggle({ label, hint, pressed, loading, onToggle }: LoadingToggleProps) {
  return (
    <Tooltip title={hint} describeChild>
      <ToggleButton
        value={label}
        size="small"
        color="primary"
        selected={pressed}
        aria-busy={loading}
        aria-disabled={loading}
        onChange={() => {
          if (!loading) onToggle(!pressed);
        }}
        // Off, the label takes the text colour: MUI's muted one falls just under 4.5:1 on a grey page.
        sx={{
          gap: 0.75,
          px: 1.25,
          py: 0.25,
          ...(pressed ? {} : { color: 'text.primary' }),
          ...(loading ? { cursor: 'progress' } : {}),
        }}
      >
        {loading ? <CircularProgress size={14} color="inherit" aria-hidden /> : null}
        {label}
      </ToggleButton>
    </Tooltip>
  );
}
