import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiTokensList, TypedNameConfirmDialog, useApiTokenColumns, type ApiTokenItem } from '@nuvem/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadState } from '../api/useLoadState';
import { useCollection } from '../collection/useCollection';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { ApiTokenCreateContainer } from './ApiTokenCreateContainer';
import { DevProjectFormContainer } from './DevProjectFormContainer';
import {
  apiTokenAccessors,
  devProjectOf,
  useApiTokens,
  useApiTokenScopeOptions,
  useDevProject,
} from './useDevProjects';
import { useDevProjectWrites } from './useDevProjectWrites';

export interface DevProjectContainerProps {
  projectId: string;
  search: URLSearchParams;
  onSearchChange: (next: URLSearchParams) => void;
  /** The projects list. */
  backHref: string;
  copyText?: (text: string) => Promise<void>;
}

const NO_ACTIONS = { onRevoke: () => {} };

/**
 * A project's page (/develop/projects/:projectId): its name, description and environments (edited in a
 * dialog), and its API tokens: one generated and shown once, one revoked after its name is typed, each with
 * its last use.
 */
export function DevProjectContainer({
  projectId,
  search,
  onSearchChange,
  backHref,
  copyText,
}: DevProjectContainerProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'developer' });
  const allowed = useShellPermissions()?.developer ?? false;
  const project = useDevProject(projectId, allowed);
  const projectState = useLoadState(project.data, project.error);
  const tokens = useApiTokens(projectId, allowed && project.data !== undefined);
  const tokensState = useLoadState(tokens.data, tokens.error);
  const scopeOptions = useApiTokenScopeOptions();
  const writes = useDevProjectWrites();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState(false);
  const [revoking, setRevoking] = useState<ApiTokenItem>();
  const [notice, setNotice] = useState<{ severity: 'info' | 'error' | 'success'; text: string }>();

  const columns = useApiTokenColumns(scopeOptions, NO_ACTIONS);
  const { listProps } = useCollection(
    { list: 'api-tokens', columns, search, onSearchChange, defaultSort: null },
    {
      items: tokens.tokens ?? [],
      state: tokensState,
      retry: () => void tokens.mutate(),
      accessors: apiTokenAccessors,
    },
  );

  const back = (
    <Button href={backHref} startIcon={<ArrowBackOutlined />} sx={{ alignSelf: 'flex-start' }}>
      {t('project.back')}
    </Button>
  );
  if (projectState.status !== 'ready' || !project.data)
    return (
      <Stack spacing={1.5}>
        {back}
        {projectState.status === 'error' ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void project.mutate()}>
                {t('retry')}
              </Button>
            }
          >
            {projectState.message}
          </Alert>
        ) : (
          <Box role="status" aria-busy="true">
            <Skeleton variant="text" width="40%" height={36} />
            <Skeleton variant="text" width="70%" />
          </Box>
        )}
      </Stack>
    );

  const item = devProjectOf(project.data);
  const refresh = () => {
    void tokens.mutate();
    void project.mutate();
  };
  const confirmRevoke = async (token: ApiTokenItem) => {
    setRevoking(undefined);
    const refused = await writes.revokeToken(projectId, token.id);
    refresh();
    setNotice(
      refused === undefined
        ? { severity: 'info', text: t('revoked', { name: token.name }) }
        : { severity: 'error', text: t('failed', { reason: refused }) },
    );
  };
  const createAction = (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
      {t('newToken')}
    </Button>
  );

  return (
    <Stack spacing={1.5}>
      {back}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'flex-start',
          justifyContent: 'space-between',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {item.name}
          </Typography>
          {item.description ? <Typography variant="body2">{item.description}</Typography> : null}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {item.cloudIds.length
              ? t('project.environments', { list: item.cloudIds.join(', ') })
              : t('project.allEnvironments')}
          </Typography>
        </Box>
        <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
          {t('project.edit')}
        </Button>
      </Box>
      {notice ? (
        <Alert
          severity={notice.severity}
          role={notice.severity === 'error' ? 'alert' : 'status'}
          onClose={() => setNotice(undefined)}
        >
          {notice.text}
        </Alert>
      ) : null}
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('project.tokensTitle')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('project.tokensHint')}
      </Typography>
      <ApiTokensList
        {...listProps}
        scopeOptions={scopeOptions}
        createAction={createAction}
        busy={writes.busy}
        onRevoke={(token) => setRevoking(token)}
      />
      {creating ? (
        <ApiTokenCreateContainer
          projectId={projectId}
          onClose={() => setCreating(false)}
          onCreated={refresh}
          {...(copyText ? { copyText } : {})}
        />
      ) : null}
      {editing ? (
        <DevProjectFormContainer
          project={item}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false);
            setNotice({ severity: 'success', text: t('saved', { name: saved.name }) });
            void project.mutate();
          }}
        />
      ) : null}
      <TypedNameConfirmDialog
        key={revoking?.id ?? 'closed'}
        open={revoking !== undefined}
        name={revoking?.name ?? ''}
        title={t('revokeToken.title', { name: revoking?.name ?? '' })}
        text={t('revokeToken.text', { name: revoking?.name ?? '' })}
        label={t('revokeToken.label')}
        confirmLabel={t('revokeToken.confirm')}
        onClose={() => setRevoking(undefined)}
        onConfirm={() => revoking && void confirmRevoke(revoking)}
      />
    </Stack>
  );
}
