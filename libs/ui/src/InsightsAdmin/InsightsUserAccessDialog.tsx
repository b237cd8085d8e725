import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InsightsOptionPicker } from './InsightsOptionPicker';
import { useSourceText } from './InsightsUsersList';
import type {
  InsightsDashboardLevel,
  InsightsOption,
  InsightsUserItem,
  InsightsWorkspaceAccess,
} from './insightsAdminTypes';
import { AccessSection, AccessSectionEmpty } from './AccessSection';

export interface InsightsUserAccessDialogProps {
  /** The user shown; none: closed. */
  user?: InsightsUserItem;
  dashboards: readonly InsightsOption[];
  workspaces: readonly InsightsOption[];
  busy?: boolean;
  /** The last change's refusal, already translated. */
  alert?: string;
  /** Their own grant on the dashboard from now on; null removes it (their groups' grants stay). */
  onDashboardChange: (dashboardId: string, level: InsightsDashboardLevel | null) => void;
  onWorkspaceChange: (workspaceId: string, access: InsightsWorkspaceAccess | null) => void;
  onClose: () => void;
}

/**
 * A user's insights access: each dashboard with its level and where it comes from, and the actions 'Tornar
 * administrador do dashboard', 'Somente leitura', 'Remover acesso' on their own grant (access that comes only
 * from a group is taken away in the group); likewise BI workspaces. Each change is saved at once.
 */
export function InsightsUserAccessDialog({
  user,
  dashboards,
  workspaces,
  busy = false,
  alert,
  onDashboardChange,
  onWorkspaceChange,
  onClose,
}: InsightsUserAccessDialogProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'InsightsAdmin' });
  const sourceText = useSourceText();
  const titleId = useId();
  const held = new Set(user?.dashboards.map((d) => d.id));
  const heldWorkspaces = new Set(user?.workspaces.map((w) => w.id));
  return (
    <Dialog
      open={user !== undefined}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      scroll="paper"
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {user ? t('userDialog.title', { name: user.name }) : ''}
      </DialogTitle>
      <DialogContent dividers aria-busy={busy || undefined}>
        {user ? (
          <Stack spacing={2.5}>
            {busy ? <LinearProgress aria-label={t('panel.saving')} /> : null}
            {alert ? (
              <Alert severity="error" role="alert">
                {alert}
              </Alert>
            ) : null}
            <AccessSection title={t('userDialog.dashboards')}>
              <InsightsOptionPicker
                label={t('userDialog.giveDashboard')}
                options={dashboards.filter((d) => !held.has(d.id))}
                noOptionsText={t('panel.noOptions')}
                disabled={busy}
                onPick={(d) => onDashboardChange(d.id, 'reader')}
              />
              {user.dashboards.length === 0 ? (
                <AccessSectionEmpty>{t('userDialog.noDashboards')}</AccessSectionEmpty>
              ) : (
                <List dense disablePadding aria-label={t('userDialog.dashboards')}>
                  {user.dashboards.map((d) => (
                    <AccessRow
                      key={d.id}
                      name={d.name}
                      level={t(`level.${d.level}`)}
                      sources={t('userDialog.sources', { sources: sourceText(d.sources) })}
                      actionsLabel={t('userDialog.actionsFor', { name: d.name })}
                    >
                      <Button
                        size="small"
                        disabled={busy || d.direct === 'admin'}
                        onClick={() => onDashboardChange(d.id, 'admin')}
                      >
                        {t('userDialog.makeAdmin')}
                      </Button>
                      <Button
                        size="small"
                        disabled={busy || d.direct === 'reader'}
                        onClick={() => onDashboardChange(d.id, 'reader')}
                      >
                        {t('userDialog.makeReader')}
                      </Button>
                      <RemoveButton
                        label={t('userDialog.remove')}
                        refusedReason={d.direct ? undefined : t('userDialog.fromGroupOnly')}
                        busy={busy}
                        onClick={() => onDashboardChange(d.id, null)}
                      />
                    </AccessRow>
                  ))}
                </List>
              )}
            </AccessSection>
            <AccessSection title={t('userDialog.workspaces')}>
              <InsightsOptionPicker
                label={t('userDialog.giveWorkspace')}
                options={workspaces.filter((w) => !heldWorkspaces.has(w.id))}
                noOptionsText={t('panel.noOptions')}
                disabled={busy}
                onPick={(w) => onWorkspaceChange(w.id, 'view')}
              />
              {user.workspaces.length === 0 ? (
                <AccessSectionEmpty>{t('userDialog.noWorkspaces')}</AccessSectionEmpty>
              ) : (
                <List dense disablePadding aria-label={t('userDialog.workspaces')}>
                  {user.workspaces.map((w) => (
                    <AccessRow
                      key={w.id}
                      name={w.name}
                      level={t(`access.${w.access}`)}
                      sources={t('userDialog.sources', { sources: sourceText(w.sources) })}
                      actionsLabel={t('userDialog.actionsFor', { name: w.name })}
                    >
                      <Button
                        size="small"
                        disabled={busy || w.direct === 'edit'}
                        onClick={() => onWorkspaceChange(w.id, 'edit')}
                      >
                        {t('userDialog.canEdit')}
                      </Button>
                      <Button
                        size="small"
                        disabled={busy || w.direct === 'view'}
                        onClick={() => onWorkspaceChange(w.id, 'view')}
                      >
                        {t('userDialog.viewOnly')}
                      </Button>
                      <RemoveButton
                        label={t('userDialog.remove')}
                        refusedReason={w.direct ? undefined : t('userDialog.fromGroupOnly')}
                        busy={busy}
                        onClick={() => onWorkspaceChange(w.id, null)}
                      />
                    </AccessRow>
                  ))}
                </List>
              )}
            </AccessSection>
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('userDialog.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function AccessRow(props: {
  name: string;
  level: string;
  sources: string;
  actionsLabel: string;
  children: ReactNode;
}) {
  return (
    <ListItem divider disableGutters sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {props.name} · {props.level}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {props.sources}
        </Typography>
      </Box>
      <Stack direction="row" role="group" aria-label={props.actionsLabel} sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        {props.children}
      </Stack>
    </ListItem>
  );
}

/** 'Remover acesso': disabled, with why, when the access comes only from a group. */
function RemoveButton(props: { label: string; refusedReason?: string; busy: boolean; onClick: () => void }) {
  const button = (
    <Button
      size="small"
      color="error"
      disabled={props.busy || props.refusedReason !== undefined}
      aria-description={props.refusedReason}
      onClick={props.onClick}
    >
      {props.label}
    </Button>
  );
  return props.refusedReason ? (
    <Tooltip title={props.refusedReason}>
      <span>{button}</span>
    </Tooltip>
  ) : (
    button
  );
}
