import type { CustomerNotes, NotesQuantity } from '@nuvem/api-contract';
import { messageEndpoints } from '@nuvem/api-contract/paths';
import useSWR, { unstable_serialize, useSWRConfig } from 'swr';
import { isApiError } from '../api/ApiError';
import { useNotify } from '../notices/useNotify';
import { useSession } from '../session/useSession';
import { checkedNotesOf } from './environmentNoteOf';
import { notesKeys } from './notesKeys';

/**
 * The count of checked notes of the environment, for the top bar's notes link (spec §2.7): GET
 * /environments/:cloudId/notes/count, only with list_notes. Undefined hides the link: without the
 * feature, while loading, and after a 403; other failures are shown per spec §8. A count that disagrees
 * with the notes list already read (another tab or user changed them) has the list read again, so the notes
 * screen and the link never show different numbers for long (useNotes does the same the other way).
 */
export function useNotesCount(cloudId: string | undefined, allowed: boolean): number | undefined {
  const { status, epoch, client } = useSession();
  const { notifyError } = useNotify();
  const { cache, mutate } = useSWRConfig();
  const listKey = notesKeys.list({ status, epoch }, cloudId, allowed);
  const { data, error } = useSWR(
    notesKeys.count({ status, epoch }, cloudId, allowed),
    ([, , id]) => client.call<NotesQuantity>(messageEndpoints.notesCount, { params: { cloudId: id } }),
    {
      onSuccess: (answer) => {
        if (!listKey) return;
        const list = cache.get(unstable_serialize(listKey))?.data as CustomerNotes | undefined;
        if (list && checkedNotesOf(list) !== answer.quantity) void mutate(listKey);
      },
      onError: (error: unknown) => {
        if (isApiError(error) && error.status === 403) return;
        notifyError(error, 'notes:count');
      },
    },
  );
  // A 403 hides the link even when an earlier answer counted notes (the feature was taken away).
  return isApiError(error) && error.status === 403 ? undefined : data?.quantity;
}
