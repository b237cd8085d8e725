import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { UsageTermVersion } from '@nuvem/api-contract';
import { usageTermAdminEndpoints } from '@nuvem/api-contract/paths';
import {
  TermsText,
  UsageTermPublishDialog,
  UsageTermsAdminList,
  useUsageTermsAdminColumns,
  type UsageTermItem,
} from '@nuvem/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorNotice } from '../api/useErrorNotice';
import { useLoadState } from '../api/useLoadState';
import { useCollection } from '../collection/useCollection';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { useSession } from '../session/useSession';
import { UsageTermDraftFormContainer } from './UsageTermDraftFormContainer';
import { usageTermAccessors, usageTermOf, useUsageTermsAdmin } from './useUsageTerms';

export interface UsageTermsAdminContainerProps {
  search: URLSearchParams;
  onSearchChange: (next: URLSearchParams) => void;
}

type Notice = { severity: 'success' | 'error'; text: string };
const NO_ACTIONS = { onOpen: () => {}, onPublish: () => {} };

/**
 * Administração › Termos de uso on the API: every version, drafts written and changed, a draft published (after
 * a confirmation) as the next version, which every user it applies to must then accept.
 */
export function UsageTermsAdminContainer({ search, onSearchChange }: UsageTermsAdminContainerProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'usageTerms' });
  const session = useSession();
  const noticeOf = useErrorNotice();
  const allowed = useShellPermissions()?.usageTermsAdmin ?? false;
  const admin = useUsageTermsAdmin(allowed);
  const state = useLoadState(admin.data, admin.error);
  const items = useMemo(() => admin.data?.versions.map(usageTermOf) ?? [], [admin.data]);
  const [form, setForm] = useState<{ draft?: UsageTermItem }>();
  const [reading, setReading] = useState<UsageTermItem>();
  const [publishing, setPublishing] = useState<UsageTermItem>();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>();
  const columns = useUsageTermsAdminColumns(NO_ACTIONS);
  const { listProps } = useCollection(
    { list: 'usage-terms-admin', columns, search, onSearchChange },
    { items, state, retry: () => void admin.mutate(), accessors: usageTermAccessors },
  );

  const publish = async (term: UsageTermItem) => {
    setBusy(true);
    try {
      const published = await session.client.call<UsageTermVersion>(usageTermAdminEndpoints.publish, {
        params: { versionId: term.id },
        idempotencyKey: crypto.randomUUID(),
      });
      setNotice({
        severity: 'success',
        text: t('published', { version: published.version, title: published.title }),
      });
    } catch (error) {
      setNotice({ severity: 'error', text: t('publishFailed', { reason: noticeOf(error)?.message ?? '' }) });
    } finally {
      setPublishing(undefined);
      setBusy(false);
      void admin.mutate();
    }
  };

  const createAction = (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setForm({})}>
      {t('create')}
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
      <UsageTermsAdminList
        {...listProps}
        createAction={createAction}
        busy={busy}
        onOpen={(term) => (term.version === null ? setForm({ draft: term }) : setReading(term))}
        onPublish={setPublishing}
      />
      {form ? (
        <UsageTermDraftFormContainer
          draft={form.draft}
          onClose={() => setForm(undefined)}
          onSaved={(saved) => {
            setForm(undefined);
            setNotice({ severity: 'success', text: t('saved', { title: saved.title }) });
            void admin.mutate();
          }}
        />
      ) : null}
      {publishing ? (
        <UsageTermPublishDialog
          term={publishing}
          busy={busy}
          onConfirm={() => void publish(publishing)}
          onClose={() => setPublishing(undefined)}
        />
      ) : null}
      {reading ? (
        <Dialog
          open
          onClose={() => setReading(undefined)}
          aria-labelledby="usage-term-reading"
          maxWidth="md"
          fullWidth
        >
          <DialogTitle id="usage-term-reading">
            {t('reading', { version: reading.version, title: reading.title })}
          </DialogTitle>
          <DialogContent dividers>
            <TermsText body={reading.body} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setReading(undefined)}>{t('close')}</Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </Stack>
  );
}
