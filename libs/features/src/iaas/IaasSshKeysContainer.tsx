import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  IaasSshKeysList,
  TypedNameConfirmDialog,
  useIaasSshKeyColumns,
  type IaasSshKeyItem,
} from '@nuvem/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { useLoadState } from '../api/useLoadState';
import { useCollection } from '../collection/useCollection';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { IaasSshKeyAddContainer } from './IaasSshKeyAddContainer';
import {
  iaasSshKeyAccessors,
  useIaasSshKeyRemoval,
  useIaasSshKeys,
  type IaasSshKeyRefusal,
} from './useIaasSshKeys';

export interface IaasSshKeysContainerProps {
  /** The address's search params (the list's filter, sort, page) and how to change them. */
  search: URLSearchParams;
  onSearchChange: (next: URLSearchParams) => void;
  /** Writes the fingerprint to the clipboard; the browser's by default (tests pass their own). */
  copyText?: (text: string) => Promise<void>;
}

const NO_ACTIONS = { onCopyFingerprint: () => {}, onDelete: () => {} };
const browserCopy = (text: string) => navigator.clipboard.writeText(text);

/** What a delete asks to confirm: one key (its name typed) or those selected (the word typed). */
type Deletion = { keys: IaasSshKeyItem[]; typed: string };

/**
 * Chaves SSH (/ssh-manager-key) on the API: the environment's keys (the list's choices in the address), a key
 * added by pasting it, one or several deleted after a typed confirmation. The list is the VM wizard's SWR entry,
 * so it offers what is added here at once.
 */
export function IaasSshKeysContainer({
  search,
  onSearchChange,
  copyText = browserCopy,
}: IaasSshKeysContainerProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'iaasSshKeys' });
  const cloudId = useCurrentAccount()?.cloud_id;
  const allowed = useShellPermissions()?.iaas ?? false;
  const keys = useIaasSshKeys(cloudId, allowed);
  const state = useLoadState(keys.data, keys.error);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<{ name: string; fingerprint: string }>();
  const [deletion, setDeletion] = useState<Deletion>();
  const [refusals, setRefusals] = useState<IaasSshKeyRefusal[]>([]);
  const [deleted, setDeleted] = useState<number>();
  const refresh = useCallback(() => keys.mutate(), [keys]);
  const { remove, removing } = useIaasSshKeyRemoval(cloudId, refresh);

  const columns = useIaasSshKeyColumns(NO_ACTIONS);
  const { listProps } = useCollection(
    {
      list: 'iaas-ssh-keys',
      columns,
      search,
      onSearchChange,
      defaultSort: { field: 'name', direction: 'asc' },
    },
    { items: keys.keys ?? [], state, retry: () => void keys.mutate(), accessors: iaasSshKeyAccessors },
  );

  const confirmDelete = async (what: Deletion) => {
    setDeletion(undefined);
    setAdded(undefined);
    setDeleted(undefined);
    const refused = await remove(what.keys);
    setRefusals(refused);
    if (refused.length < what.keys.length) setDeleted(what.keys.length - refused.length);
  };

  const addAction = (
    <Button
      variant="contained"
      startIcon={<AddOutlined />}
      onClick={() => setAdding(true)}
      disabled={!cloudId}
    >
      {t('add.open')}
    </Button>
  );
  const bulkWord = t('delete.bulkWord');

  return (
    <Stack spacing={1.5}>
      {added ? (
        <Alert
          severity="success"
          role="status"
          onClose={() => setAdded(undefined)}
          sx={{ overflowWrap: 'anywhere' }}
        >
          {t('added', { name: added.name, fingerprint: added.fingerprint })}
        </Alert>
      ) : null}
      {deleted ? (
        <Alert severity="info" role="status" onClose={() => setDeleted(undefined)}>
          {t('deleted', { count: deleted })}
        </Alert>
      ) : null}
      {refusals.map((refusal) => (
        <Alert key={refusal.name} severity="error" role="alert" onClose={() => setRefusals([])}>
          {t('deleteFailed', { name: refusal.name, reason: refusal.reason })}
        </Alert>
      ))}
      <IaasSshKeysList
        {...listProps}
        addAction={addAction}
        busy={removing}
        onCopyFingerprint={(key) => void copyText(key.fingerprint).catch(() => undefined)}
        onDelete={(key) => setDeletion({ keys: [key], typed: key.name })}
        onDeleteSelected={(ids) => {
          const chosen = (keys.keys ?? []).filter((key) => ids.includes(key.id));
          if (chosen.length === 1) setDeletion({ keys: chosen, typed: chosen[0]!.name });
          else if (chosen.length > 1) setDeletion({ keys: chosen, typed: bulkWord });
        }}
      />
      {adding && cloudId ? (
        <IaasSshKeyAddContainer
          cloudId={cloudId}
          onClose={() => setAdding(false)}
          onAdded={(key) => {
            setAdding(false);
            setRefusals([]);
            setDeleted(undefined);
            setAdded({ name: key.name, fingerprint: key.fingerprint });
            void keys.mutate();
          }}
        />
      ) : null}
      <TypedNameConfirmDialog
        key={deletion ? deletion.keys.map((k) => k.id).join() : 'closed'}
        open={deletion !== undefined}
        name={deletion?.typed ?? ''}
        title={
          deletion && deletion.keys.length > 1
            ? t('delete.bulkTitle', { count: deletion.keys.length })
            : t('delete.title', { name: deletion?.typed ?? '' })
        }
        text={
          deletion && deletion.keys.length > 1
            ? t('delete.bulkText', {
                count: deletion.keys.length,
                names: deletion.keys.map((k) => k.name).join(', '),
                word: bulkWord,
              })
            : t('delete.text', { name: deletion?.typed ?? '' })
        }
        label={
          deletion && deletion.keys.length > 1 ? t('delete.bulkLabel', { word: bulkWord }) : t('delete.label')
        }
        confirmLabel={t('delete.confirm')}
        onClose={() => setDeletion(undefined)}
        onConfirm={() => deletion && void confirmDelete(deletion)}
      />
    </Stack>
  );
}
