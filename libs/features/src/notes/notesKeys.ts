import { messageEndpoints } from '@nuvem/api-contract/paths';
import type { SessionSnapshot } from '../session/createSession';

const environmentKey =
  (path: string) =>
  ({ status, epoch }: SessionSnapshot, cloudId: string | undefined, allowed: boolean) =>
    status === 'signedIn' && cloudId && allowed ? ([path, epoch, cloudId] as const) : null;

/**
 * The SWR keys of the environment's notes, per sign-in (see sessionKeys) and environment; null when signed
 * out, with no environment, or without list_notes. The notes screen's list and the top bar's count are kept
 * in agreement through them (useNotes, useNotesCount).
 */
export const notesKeys = {
  /** The top bar's count of checked notes (spec §2.7). */
  count: environmentKey(messageEndpoints.notesCount.path),
  /** The notes screen's list. */
  list: environmentKey(messageEndpoints.notes.path),
} as const;
