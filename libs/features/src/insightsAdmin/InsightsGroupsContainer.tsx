import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { InsightsGroup } from '@nuvem/api-contract';
import { insightsAdminEndpoints } from '@nuvem/api-contract/paths';
import {
  InsightsGroupPanel,
  InsightsGroupsList,
  useInsightsGroupColumns,
  type InsightsGroupGrants,
  type InsightsGroupItem,
} from '@nuvem/ui';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorNotice } from '../api/useErrorNotice';
import { useLoadState } from '../api/useLoadState';
import type { CollectionAccessors } from '../collection/applyCollection';
import { useCollection } from '../collection/useCollection';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { useSession } from '../session/useSession';
import { InsightsGroupFormDialog } from './InsightsGroupFormDialog';
import { dashboardOptionsOf, insightsGroupItemOf, workspaceOptionsOf } from './insightsAdminItems';
import {
  useInsightsCatalogue,
  useInsightsGroups,
  useInsightsUserOptions,
  useRevalidateInsightsAdmin,
} from './useInsightsAdmin';

export interface InsightsGroupsContainerProps {
  /** The address's search params (the list's filter, sort, page) and how to change them. */
  search: URLSearchParams;
  onSearchChange: (next: URLSearchParams) => void;
}

const NO_ACTIONS = { onOpen: () => {}, onDelete: () => {} };

const groupAccessors: CollectionAccessors<InsightsGroupItem> = {
  valueOf: (group, field) =>
    field === 'name'
      ? group.name
      : field === 'members'
        ? group.members.map((m) => m.email).join(' · ')
        : null,
  textOf: (group) =>
    `${group.name}\n${group.description ?? ''}\n${group.members.map((m) => m.email).join('\n')}`,
};

/**
 * Insights › Grupos on the API: the groups, a new one, a group's panel where members (by e-mail) and the
 * dashboards and workspaces it sees change one at a time (each change saved and audited), and deleting one.
 */
export function InsightsGroupsContainer({ search, onSearchChange }: InsightsGroupsContainerProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'insightsAdmin' });
  const session = useSession();
  const noticeOf = useErrorNotice();
  const allowed = useShellPermissions()?.insightsAdmin ?? false;
  const groups = useInsightsGroups(allowed);
  const catalogue = useInsightsCatalogue(allowed);
  const users = useInsightsUserOptions(allowed);
  const revalidate = useRevalidateInsightsAdmin();
  const state = useLoadState(groups.data, groups.error);

  /** The group form: a new group (null) or one edited. */
  const [formFor, setFormFor] = useState<InsightsGroupItem | null>();
  const [openId, setOpenId] = useState<string>();
  const [deleting, setDeleting] = useState<InsightsGroupItem>();
  const [busy, setBusy] = useState(false);
  const [panelAlert, setPanelAlert] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [done, setDone] = useState<string>();
  const deleteTitleId = useId();

  const items = useMemo(() => groups.data?.groups.map(insightsGroupItemOf) ?? [], [groups.data]);
  const open = items.find((group) => group.id === openId);
  const dashboards = useMemo(() => dashboardOptionsOf(catalogue.data), [catalogue.data]);
  const workspaces = useMemo(() => workspaceOptionsOf(catalogue.data), [catalogue.data]);

  const columns = useInsightsGroupColumns(NO_ACTIONS);
  const { listProps } = useCollection(
    { list: 'insights-groups', columns, search, onSearchChange },
    { items, state, retry: () => void groups.mutate(), accessors: groupAccessors },
  );

  const refused = (error: unknown) => noticeOf(error)?.message ?? t('failed');
  /** Sends one change; a refusal shows where it was made (the panel, or above the list). */
  const change = async (work: () => Promise<unknown>, inPanel: boolean, success?: string) => {
    setBusy(true);
    setPanelAlert(undefined);
    setRefusal(undefined);
    setDone(undefined);
    try {
      await work();
      await revalidate();
      if (success) setDone(success);
    } catch (error) {
      if (inPanel) setPanelAlert(refused(error));
      else setRefusal(refused(error));
    } finally {
      setBusy(false);
    }
  };

  const setMembers = (group: InsightsGroupItem, userIds: string[]) =>
    void change(
      () =>
        session.client.call<InsightsGroup>(insightsAdminEndpoints.setGroupMembers, {
          params: { groupId: group.id },
          body: { user_ids: userIds },
          idempotencyKey: crypto.randomUUID(),
        }),
      true,
    );
  const setGrants = (group: InsightsGroupItem, grants: InsightsGroupGrants) =>
    void change(
      () =>
        session.client.call<InsightsGroup>(insightsAdminEndpoints.setGroupGrants, {
          params: { groupId: group.id },
          body: {
            dashboards: grants.dashboards.map((d) => ({ dashboard_id: d.id, level: d.level })),
            workspaces: grants.workspaces.map((w) => ({ workspace_id: w.id, access: w.access })),
          },
          idempotencyKey: crypto.randomUUID(),
        }),
      true,
    );
  const remove = (group: InsightsGroupItem) =>
    void change(
      async () => {
        setDeleting(undefined);
        await session.client.call(insightsAdminEndpoints.deleteGroup, {
          params: { groupId: group.id },
          idempotencyKey: crypto.randomUUID(),
        });
      },
      false,
      t('deleted', { name: group.name }),
    );

  const createAction = (
    <Button variant="contained" startIcon={<GroupAddOutlined />} onClick={() => setFormFor(null)}>
      {t('newGroup')}
    </Button>
  );

  return (
    <Stack spacing={1.5}>
      {refusal ? (
        <Alert severity="error" role="alert" onClose={() => setRefusal(undefined)}>
          {refusal}
        </Alert>
      ) : null}
      {done ? (
        <Alert severity="success" role="status" onClose={() => setDone(undefined)}>
          {done}
        </Alert>
      ) : null}
      <InsightsGroupsList
        {...listProps}
        createAction={createAction}
        busy={busy}
        onOpen={(group) => {
          setPanelAlert(undefined);
          setOpenId(group.id);
        }}
        onDelete={setDeleting}
      />
      {formFor !== undefined ? (
        <InsightsGroupFormDialog
          open
          group={formFor ?? undefined}
          onClose={() => setFormFor(undefined)}
          onSaved={(group) => {
            setRefusal(undefined);
            setDone(t(formFor ? 'renamed' : 'created', { name: group.name }));
            setFormFor(undefined);
            void revalidate();
            if (!formFor) {
              setPanelAlert(undefined);
              setOpenId(group.group_id);
            }
          }}
        />
      ) : null}
      <InsightsGroupPanel
        group={open}
        users={users}
        dashboards={dashboards}
        workspaces={workspaces}
        busy={busy}
        alert={panelAlert}
        onMembersChange={(ids) => open && setMembers(open, ids)}
        onGrantsChange={(grants) => open && setGrants(open, grants)}
        onEdit={() => open && setFormFor(open)}
        onClose={() => setOpenId(undefined)}
      />
      <Dialog
        open={deleting !== undefined}
        onClose={() => setDeleting(undefined)}
        aria-labelledby={deleteTitleId}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id={deleteTitleId}>
          {t('deleteDialog.title', { name: deleting?.name ?? '' })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{t('deleteDialog.body')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(undefined)} disabled={busy}>
            {t('deleteDialog.cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={busy}
            onClick={() => deleting && remove(deleting)}
          >
            {t('deleteDialog.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
