import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled part of a group's panel or a user's access dialog (members, dashboards, workspaces). */
export function AccessSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={1} aria-label={title}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** What a section says when it holds nothing. */
export function AccessSectionEmpty({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {children}
    </Typography>
  );
}
