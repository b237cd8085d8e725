import type { CustomerNotes, NotesQuantity } from '@nuvem/api-contract';
import { messageEndpoints } from '@nuvem/api-contract/paths';
import type { EnvironmentNote, ResourceListState } from '@nuvem/ui';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { useErrorNotice } from '../api/useErrorNotice';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useSession } from '../session/useSession';
import { checkedNotesOf, environmentNoteOf } from './environmentNoteOf';
import { notesKeys } from './notesKeys';

export interface EnvironmentNotes {
  /** The environment's notes, newest first. */
  notes: readonly EnvironmentNote[];
  /** loading until the first answer; error with the API's error translated (spec §8); ready. */
  state: ResourceListState;
  /** Asking again while notes are shown (a refresh, a focus of the tab). */
  refreshing: boolean;
  /** Reads the notes again; the top bar's count follows. */
  refresh: () => void;
}

const NO_NOTES: readonly EnvironmentNote[] = [];

/**
 * The current environment's customer notes (GET /environments/:cloudId/notes, needs list_notes). Every answer
 * also sets the top bar's count of checked notes (spec §2.7) to the number it holds, so the link and the
 * screen always agree; useNotesCount reads the list again when a fresher count disagrees with it.
 */
export function useNotes(cloudId: string | undefined, allowed: boolean): EnvironmentNotes {
  const { status, epoch, client } = useSession();
  const { mutate } = useSWRConfig();
  const noticeOf = useErrorNotice();
  const { t } = useTranslation(FEATURES_NAMESPACE);
  const countKey = notesKeys.count({ status, epoch }, cloudId, allowed);
  const {
    data,
    error,
    isValidating,
    mutate: reload,
  } = useSWR(
    notesKeys.list({ status, epoch }, cloudId, allowed),
    ([, , id]) => client.call<CustomerNotes>(messageEndpoints.notes, { params: { cloudId: id } }),
    {
      onSuccess: (answer) => {
        if (!countKey) return;
        const count: NotesQuantity = { quantity: checkedNotesOf(answer) };
        void mutate(countKey, count, { revalidate: false });
      },
    },
  );
  const notes = useMemo(() => data?.notes.map(environmentNoteOf) ?? NO_NOTES, [data]);
  const state: ResourceListState =
    error !== undefined
      ? { status: 'error', message: noticeOf(error)?.message ?? t('error_code.internal_error') }
      : data === undefined
        ? { status: 'loading' }
        : { status: 'ready' };
  const refresh = useCallback(() => void reload(), [reload]);
  return { notes, state, refreshing: isValidating && data !== undefined, refresh };
}
