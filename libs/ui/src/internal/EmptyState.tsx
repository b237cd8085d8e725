import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** What is missing, in a sentence ('Nenhum backup neste ambiente.'). */
  title: ReactNode;
  /** Why, or what to do about it. */
  hint?: ReactNode;
  /** A way forward (a button or link) under the hint. */
  children?: ReactNode;
}

/** A list's or table's empty state: a calm outlined panel, announced as a status. */
export function EmptyState({ title, hint, children }: EmptyStateProps) {
  return (
    <Paper variant="outlined" role="status" sx={{ px: 2, py: 5, textAlign: 'center' }}>
      <Typography sx={{ fontWeight: 500 }}>{title}</Typography>
      {hint ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {hint}
        </Typography>
      ) : null}
      {children}
    </Paper>
  );
}
