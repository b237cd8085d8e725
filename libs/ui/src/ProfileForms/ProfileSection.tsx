import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface ProfileSectionProps {
  title: string;
  description?: string;
  children: (titleId: string) => ReactNode;
}

/** One part of the profile page (Dados pessoais, Senha, Sessões): a titled region. */
export function ProfileSection({ title, description, children }: ProfileSectionProps) {
  const titleId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} variant="h6" component="h2">
        {title}
      </Typography>
      {description ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
          {description}
        </Typography>
      ) : null}
      {children(titleId)}
    </Paper>
  );
}
