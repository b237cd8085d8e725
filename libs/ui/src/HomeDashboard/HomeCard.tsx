import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../a11y/visuallyHidden';
import type { HomeLoadState } from './homeDashboardModel';
import { RetryAlert } from '../internal/RetryAlert';

export interface HomeCardProps {
  title: string;
  /** Where the card's data comes from: a link in its header. */
  action?: { label: string; href?: string; onClick?: () => void };
  state: HomeLoadState;
  onRetry?: () => void;
  /** How many placeholder lines the skeleton shows while loading. */
  skeletonLines?: number;
  /** The loading placeholder, when lines of text are not its shape (a chart's rectangle). */
  skeleton?: ReactNode;
  /** Something beside the title (a chip). */
  badge?: ReactNode;
  /** data-home-card, for tests and the e2e suite. */
  name: string;
  children?: ReactNode;
}

/**
 * One card of the home dashboard: an outlined section named by its heading, with its own loading skeleton,
 * its own translated error and 'Tentar novamente', so a card that fails leaves the others as they are.
 */
export function HomeCard({
  title,
  action,
  state,
  onRetry,
  skeletonLines = 3,
  skeleton,
  badge,
  name,
  children,
}: HomeCardProps) {
  const id = useId();
  const { t } = useTranslation('ui', { keyPrefix: 'HomeDashboard' });
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      aria-busy={state.status === 'loading' || undefined}
      data-home-card={name}
      data-state={state.status}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0, height: '100%' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 32 }}>
        <Typography id={id} component="h2" variant="subtitle1" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {title}
        </Typography>
        {badge}
        {action?.href ? (
          <Link href={action.href} underline="hover" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
            {action.label}
          </Link>
        ) : action?.onClick ? (
          <Button size="small" onClick={action.onClick} sx={{ whiteSpace: 'nowrap' }}>
            {action.label}
          </Button>
        ) : null}
      </Stack>
      {state.status === 'loading' ? (
        <Box data-home-skeleton="">
          <Box component="span" sx={visuallyHidden}>
            {t('loading')}
          </Box>
          {skeleton ??
            Array.from({ length: skeletonLines }, (_, i) => (
              <Skeleton key={i} variant="text" width={i % 2 ? '60%' : '90%'} sx={{ fontSize: '1.25rem' }} />
            ))}
        </Box>
      ) : state.status === 'error' ? (
        <RetryAlert variant="outlined" onRetry={onRetry}>
          {state.message}
        </RetryAlert>
      ) : (
        children
      )}
    </Paper>
  );
}

/** The quiet line a card shows when it has nothing to list. */
export function HomeEmpty({ text, hint }: { text: string; hint?: string }) {
  return (
    <Box sx={{ py: 1 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {text}
      </Typography>
      {hint ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {hint}
        </Typography>
      ) : null}
    </Box>
  );
}
