import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface FrameMessageProps {
  title: string;
  body?: string;
  /** A spinner instead of a heading role: the frame is busy, not failing. */
  busy?: boolean;
  children?: ReactNode;
}

/**
 * A message filling the frame: the 404 page, a refused parent, a failed load, or a wait. Near the top rather
 * than centred: a host may give the frame more height than its window shows (the portal's is 1200 px).
 */
export function FrameMessage({ title, body, busy = false, children }: FrameMessageProps) {
  return (
    <Box
      role={busy ? 'status' : undefined}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'flex-start',
        textAlign: 'center',
        gap: 1.5,
        p: 3,
        pt: 'min(30vh, 160px)',
      }}
    >
      {busy && <CircularProgress size={32} aria-hidden />}
      <Typography variant={busy ? 'body1' : 'h6'} component={busy ? 'p' : 'h1'}>
        {title}
      </Typography>
      {body && <Typography sx={{ color: 'text.secondary', maxWidth: 520 }}>{body}</Typography>}
      {children}
    </Box>
  );
}
