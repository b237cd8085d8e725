import CloseOutlined from '@mui/icons-material/CloseOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import RemoveCircleOutlineOutlined from '@mui/icons-material/RemoveCircleOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InsightsOptionPicker } from './InsightsOptionPicker';
import type {
  InsightsDashboardLevel,
  InsightsGroupItem,
  InsightsOption,
  InsightsWorkspaceAccess,
} from './insightsAdminTypes';
import { AccessSection, AccessSectionEmpty } from './AccessSection';

/** What a group sees, as one change sends it: every dashboard and workspace with its level. */
export interface InsightsGroupGrants {
  dashboards: { id: string; level: InsightsDashboardLevel }[];
  workspaces: { id: string; access: InsightsWorkspaceAccess }[];
}

export interface InsightsGroupPanelProps {
  /** The group shown; none: the panel is closed. */
  group?: InsightsGroupItem;
  users: readonly InsightsOption[];
  dashboards: readonly InsightsOption[];
  workspaces: readonly InsightsOption[];
  /** A change being saved: the controls wait. */
  busy?: boolean;
  /** The last change's refusal, already translated. */
  alert?: string;
  /** Each change is saved (and audited) at once: the members from now on. */
  onMembersChange: (userIds: string[]) => void;
  onGrantsChange: (grants: InsightsGroupGrants) => void;
  /** 'Editar o grupo': its name and description. */
  onEdit?: () => void;
  onClose: () => void;
}

const dashboardLevels: readonly InsightsDashboardLevel[] = ['admin', 'reader'];
const workspaceAccesses: readonly InsightsWorkspaceAccess[] = ['view', 'edit'];

/**
 * A group's panel: its members (added by e-mail search), the dashboards it sees as administrator or read-only,
 * the BI workspaces it views or edits. Each change is sent on its own, as it is made.
 */
export function InsightsGroupPanel({
  group,
  users,
  dashboards,
  workspaces,
  busy = false,
  alert,
  onMembersChange,
  onGrantsChange,
  onEdit,
  onClose,
}: InsightsGroupPanelProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'InsightsAdmin' });
  const titleId = useId();
  const memberIds = group?.members.map((m) => m.id) ?? [];
  const grants: InsightsGroupGrants = {
    dashboards: group?.dashboards.map((d) => ({ id: d.id, level: d.level })) ?? [],
    workspaces: group?.workspaces.map((w) => ({ id: w.id, access: w.access })) ?? [],
  };
  const heldDashboards = new Set(grants.dashboards.map((d) => d.id));
  const heldWorkspaces = new Set(grants.workspaces.map((w) => w.id));

  return (
    <Drawer
      anchor="right"
      open={group !== undefined}
      onClose={onClose}
      slotProps={{
        paper: { sx: { width: { xs: '100%', sm: 520 } }, role: 'dialog', 'aria-labelledby': titleId },
      }}
    >
      {group ? (
        <Stack spacing={2.5} sx={{ p: { xs: 2, sm: 3 } }} aria-busy={busy || undefined}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography id={titleId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                {group.name}
              </Typography>
              {group.description ? (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {group.description}
                </Typography>
              ) : null}
            </Box>
            {onEdit ? (
              <IconButton aria-label={t('panel.edit', { name: group.name })} disabled={busy} onClick={onEdit}>
                <EditOutlined />
              </IconButton>
            ) : null}
            <IconButton aria-label={t('panel.close')} onClick={onClose}>
              <CloseOutlined />
            </IconButton>
          </Box>
          {busy ? <LinearProgress aria-label={t('panel.saving')} /> : null}
          {alert ? (
            <Alert severity="error" role="alert">
              {alert}
            </Alert>
          ) : null}

          <AccessSection title={t('panel.members')}>
            <InsightsOptionPicker
              label={t('panel.addMember')}
              options={users.filter((u) => !memberIds.includes(u.id))}
              noOptionsText={t('panel.noOptions')}
              disabled={busy}
              onPick={(user) => onMembersChange([...memberIds, user.id])}
            />
            {group.members.length === 0 ? (
              <AccessSectionEmpty>{t('panel.noMembers')}</AccessSectionEmpty>
            ) : (
              <List dense disablePadding aria-label={t('panel.members')}>
                {group.members.map((member) => (
                  <ListItem
                    key={member.id}
                    divider
                    disableGutters
                    secondaryAction={
                      <IconButton
                        edge="end"
                        size="small"
                        aria-label={t('panel.removeMember', { email: member.email })}
                        disabled={busy}
                        onClick={() => onMembersChange(memberIds.filter((id) => id !== member.id))}
                      >
                        <PersonRemoveOutlined fontSize="small" />
                      </IconButton>
                    }
                  >
                    <Box sx={{ minWidth: 0, pr: 5 }}>
                      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                        {member.email}
                      </Typography>
                      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                        {member.name}
                      </Typography>
                    </Box>
                  </ListItem>
                ))}
              </List>
            )}
          </AccessSection>

          <AccessSection title={t('panel.dashboards')}>
            <InsightsOptionPicker
              label={t('panel.addDashboard')}
              options={dashboards.filter((d) => !heldDashboards.has(d.id))}
              noOptionsText={t('panel.noOptions')}
              disabled={busy}
              onPick={(d) =>
                onGrantsChange({
                  ...grants,
                  dashboards: [...grants.dashboards, { id: d.id, level: 'reader' }],
                })
              }
            />
            {group.dashboards.length === 0 ? (
              <AccessSectionEmpty>{t('panel.noDashboards')}</AccessSectionEmpty>
            ) : (
              <List dense disablePadding aria-label={t('panel.dashboards')}>
                {group.dashboards.map((dashboard) => (
                  <GrantRow
                    key={dashboard.id}
                    name={dashboard.name}
                    value={dashboard.level}
                    choices={dashboardLevels.map((level) => ({ value: level, label: t(`level.${level}`) }))}
                    selectLabel={t('panel.levelOf', { name: dashboard.name })}
                    removeLabel={t('panel.removeDashboard', { name: dashboard.name })}
                    busy={busy}
                    onChange={(level) =>
                      onGrantsChange({
                        ...grants,
                        dashboards: grants.dashboards.map((d) =>
                          d.id === dashboard.id ? { id: d.id, level: level as InsightsDashboardLevel } : d,
                        ),
                      })
                    }
                    onRemove={() =>
                      onGrantsChange({
                        ...grants,
                        dashboards: grants.dashboards.filter((d) => d.id !== dashboard.id),
                      })
                    }
                  />
                ))}
              </List>
            )}
          </AccessSection>

          <AccessSection title={t('panel.workspaces')}>
            <InsightsOptionPicker
              label={t('panel.addWorkspace')}
              options={workspaces.filter((w) => !heldWorkspaces.has(w.id))}
              noOptionsText={t('panel.noOptions')}
              disabled={busy}
              onPick={(w) =>
                onGrantsChange({
                  ...grants,
                  workspaces: [...grants.workspaces, { id: w.id, access: 'view' }],
                })
              }
            />
            {group.workspaces.length === 0 ? (
              <AccessSectionEmpty>{t('panel.noWorkspaces')}</AccessSectionEmpty>
            ) : (
              <List dense disablePadding aria-label={t('panel.workspaces')}>
                {group.workspaces.map((workspace) => (
                  <GrantRow
                    key={workspace.id}
                    name={workspace.name}
                    value={workspace.access}
                    choices={workspaceAccesses.map((access) => ({
                      value: access,
                      label: t(`access.${access}`),
                    }))}
                    selectLabel={t('panel.accessOf', { name: workspace.name })}
                    removeLabel={t('panel.removeWorkspace', { name: workspace.name })}
                    busy={busy}
                    onChange={(access) =>
                      onGrantsChange({
                        ...grants,
                        workspaces: grants.workspaces.map((w) =>
                          w.id === workspace.id ? { id: w.id, access: access as InsightsWorkspaceAccess } : w,
                        ),
                      })
                    }
                    onRemove={() =>
                      onGrantsChange({
                        ...grants,
                        workspaces: grants.workspaces.filter((w) => w.id !== workspace.id),
                      })
                    }
                  />
                ))}
              </List>
            )}
          </AccessSection>
        </Stack>
      ) : null}
    </Drawer>
  );
}

interface GrantRowProps {
  name: string;
  value: string;
  choices: { value: string; label: string }[];
  selectLabel: string;
  removeLabel: string;
  busy: boolean;
  onChange: (value: string) => void;
  onRemove: () => void;
}

/** A dashboard or workspace the group sees: its level, changed in place, and the way to take it away. */
function GrantRow({
  name,
  value,
  choices,
  selectLabel,
  removeLabel,
  busy,
  onChange,
  onRemove,
}: GrantRowProps) {
  return (
    <ListItem divider disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ flex: '1 1 140px', minWidth: 0, overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      <TextField
        select
        size="small"
        value={value}
        disabled={busy}
        onChange={(event) => onChange(event.target.value)}
        slotProps={{ select: { native: true }, htmlInput: { 'aria-label': selectLabel } }}
        sx={{ minWidth: 200 }}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </TextField>
      <IconButton size="small" aria-label={removeLabel} disabled={busy} onClick={onRemove}>
        <RemoveCircleOutlineOutlined fontSize="small" />
      </IconButton>
    </ListItem>
  );
}
