import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InsightLoadError } from '../internal/InsightLoadError';
import { useScrollable } from '../internal/useScrollable';
import type { InsightPrincipal, InsightsLoadState } from '../model/insight';

export interface DashboardPermissionsDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The dashboard whose permissions are listed: the dialog's subtitle. */
  dashboardName: string;
  /** loading: a progress indicator; error: the message (already translated) and 'Tentar novamente'. */
  state: InsightsLoadState;
  /** Each principal marked 'administrador do dashboard' or 'Somente leitura' (spec §2.5, §5). */
  principals: readonly InsightPrincipal[];
  /** 'Sair', Escape or a click outside. */
  onClose: () => void;
  /** 'Tentar novamente' after an error. */
  onRetry?: () => void;
}

/**
 * 'Listagem das permissões' (portal spec §2.5): the principals who may see a dashboard — insights groups by
 * name (marked 'Grupo'), then users by e-mail — each with a chip 'administrador do dashboard' or 'Somente
 * leitura', and an 'Sair' button that closes it.
 */
export function DashboardPermissionsDialog({
  open,
  dashboardName,
  state,
  principals,
  onClose,
  onRetry,
}: DashboardPermissionsDialogProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'DashboardPermissionsDialog' });
  const titleId = useId();
  const subtitleId = useId();
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });

  let body;
  if (state.status === 'loading') {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  } else if (state.status === 'error') {
    body = <InsightLoadError message={state.message} onRetry={onRetry} />;
  } else if (principals.length === 0) {
    body = <Typography sx={{ color: 'text.secondary', py: 2 }}>{t('empty')}</Typography>;
  } else {
    body = (
      <List dense disablePadding aria-label={t('listLabel', { name: dashboardName })}>
        {principals.map((entry, i) => (
          <ListItem
            key={`${entry.principal}-${i}`}
            divider={i < principals.length - 1}
            sx={{ gap: 2, px: 0, justifyContent: 'space-between', flexWrap: 'wrap' }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
              {entry.group ? (
                <GroupsOutlinedIcon fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
              ) : null}
              <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere', fontWeight: 500 }}>
                {entry.principal}
                {entry.group ? (
                  <Typography component="span" variant="caption" sx={{ color: 'text.secondary', ml: 0.75 }}>
                    {t('group')}
                  </Typography>
                ) : null}
              </Typography>
            </Box>
            <Chip
              size="small"
              icon={entry.admin ? <AdminPanelSettingsOutlinedIcon /> : <VisibilityOutlinedIcon />}
              label={entry.admin ? t('admin') : t('readOnly')}
              color={entry.admin ? 'primary' : 'default'}
              variant={entry.admin ? 'filled' : 'outlined'}
            />
          </ListItem>
        ))}
      </List>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      scroll="paper"
      aria-labelledby={titleId}
      aria-describedby={subtitleId}
      transitionDuration={reduceMotion ? 0 : undefined}
    >
      <DialogTitle id={titleId} sx={{ pb: 0 }}>
        {t('title')}
      </DialogTitle>
      <Typography
        id={subtitleId}
        variant="body2"
        sx={{ px: 3, pt: 0.5, pb: 1.5, color: 'text.secondary', overflowWrap: 'anywhere' }}
      >
        {dashboardName}
      </Typography>
      <ScrollingContent busy={state.status === 'loading'}>{body}</ScrollingContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The dialog's scrolling body. Its own component, so that it measures itself once the dialog's portal has
 * mounted it: when the list overflows, it takes keyboard focus to be scrolled (axe scrollable-region-focusable).
 */
function ScrollingContent({ busy, children }: { busy: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const scrollable = useScrollable(ref);
  return (
    <DialogContent dividers ref={ref} tabIndex={scrollable ? 0 : undefined} aria-busy={busy || undefined}>
      {children}
    </DialogContent>
  );
}
