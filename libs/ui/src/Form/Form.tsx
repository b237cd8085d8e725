import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { FormEvent, ReactNode } from 'react';

export interface FormProps {
  /** The form was submitted (a submit button, or Enter in a field); never while busy. */
  onSubmit: () => void;
  /** A submit is on its way: the form says so (aria-busy) and a second submit is ignored. */
  busy?: boolean;
  /** Names the form for assistive technology (a heading's id). */
  'aria-labelledby'?: string;
  'aria-label'?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * A `<form>` whose rules are the app's, not the browser's (noValidate: each field says why in the page's
 * language, see FormTextField), submitted with Enter in a field as any form is. The browser's own submit is
 * stopped: `onSubmit` sends what it needs.
 */
export function Form({ onSubmit, busy = false, sx, children, ...labels }: FormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-busy={busy || undefined} sx={sx} {...labels}>
      {children}
    </Box>
  );
}
