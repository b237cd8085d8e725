import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DevProjectsList,
  TypedNameConfirmDialog,
  useDevProjectColumns,
  type DevProjectItem,
} from '@nuvem/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadState } from '../api/useLoadState';
import { useCollection } from '../collection/useCollection';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { DevProjectFormContainer } from './DevProjectFormContainer';
import { devProjectAccessors, useDevProjects } from './useDevProjects';
import { useDevProjectWrites } from './useDevProjectWrites';

export interface DevProjectsContainerProps {
  /** The address's search params (the list's filter, sort, page) and how to change them. */
  search: URLSearchParams;
  onSearchChange: (next: URLSearchParams) => void;
  /** A project's page. */
  projectHref: (projectId: string) => string;
}

const NO_ACTIONS = { projectHref: () => '', onEdit: () => {}, onDelete: () => {} };

type Notice = { severity: 'success' | 'info' | 'error'; text: string };

/**
 * Projetos (/develop/projects) on the API: the developer's projects (the list's choices in the address), one
 * created or edited in a dialog, deleted (with its tokens) after its name is typed.
 */
export function DevProjectsContainer({ search, onSearchChange, projectHref }: DevProjectsContainerProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'developer' });
  const allowed = useShellPermissions()?.developer ?? false;
  const projects = useDevProjects(allowed);
  const state = useLoadState(projects.data, projects.error);
  const [editing, setEditing] = useState<DevProjectItem | 'new'>();
  const [deleting, setDeleting] = useState<DevProjectItem>();
  const [notice, setNotice] = useState<Notice>();
  const writes = useDevProjectWrites();

  const columns = useDevProjectColumns(NO_ACTIONS);
  const { listProps } = useCollection(
    {
      list: 'dev-projects',
      columns,
      search,
      onSearchChange,
      defaultSort: { field: 'name', direction: 'asc' },
    },
    {
      items: projects.projects ?? [],
      state,
      retry: () => void projects.mutate(),
      accessors: devProjectAccessors,
    },
  );

  const confirmDelete = async (project: DevProjectItem) => {
    setDeleting(undefined);
    const refused = await writes.deleteProject(project.id);
    await projects.mutate();
    setNotice(
      refused === undefined
        ? { severity: 'info', text: t('deleted', { name: project.name }) }
        : { severity: 'error', text: t('failed', { reason: refused }) },
    );
  };

  const createAction = (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing('new')}>
      {t('newProject')}
    </Button>
  );

  return (
    <Stack spacing={1.5}>
      {notice ? (
        <Alert
          severity={notice.severity}
          role={notice.severity === 'error' ? 'alert' : 'status'}
          onClose={() => setNotice(undefined)}
        >
          {notice.text}
        </Alert>
      ) : null}
      <DevProjectsList
        {...listProps}
        createAction={createAction}
        projectHref={projectHref}
        busy={writes.busy}
        onEdit={(project) => setEditing(project)}
        onDelete={(project) => setDeleting(project)}
      />
      {editing ? (
        <DevProjectFormContainer
          project={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onSaved={(saved) => {
            setNotice({
              severity: 'success',
              text: t(editing === 'new' ? 'created' : 'saved', { name: saved.name }),
            });
            setEditing(undefined);
            void projects.mutate();
          }}
        />
      ) : null}
      <TypedNameConfirmDialog
        key={deleting?.id ?? 'closed'}
        open={deleting !== undefined}
        name={deleting?.name ?? ''}
        title={t('deleteProject.title', { name: deleting?.name ?? '' })}
        text={t('deleteProject.text', { name: deleting?.name ?? '' })}
        label={t('deleteProject.label')}
        confirmLabel={t('deleteProject.confirm')}
        onClose={() => setDeleting(undefined)}
        onConfirm={() => deleting && void confirmDelete(deleting)}
      />
    </Stack>
  );
}
