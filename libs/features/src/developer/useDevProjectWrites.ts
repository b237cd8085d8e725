import { developerEndpoints } from '@nuvem/api-contract/paths';
import { useCallback, useState } from 'react';
import { useErrorNotice } from '../api/useErrorNotice';
import { useSession } from '../session/useSession';

/** Deleting a project and revoking a token: one request each with its Idempotency-Key; the refusal translated. */
export function useDevProjectWrites() {
  const session = useSession();
  const noticeOf = useErrorNotice();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (send: () => Promise<unknown>): Promise<string | undefined> => {
      setBusy(true);
      try {
        await send();
        return undefined;
      } catch (error) {
        return noticeOf(error)?.message ?? '';
      } finally {
        setBusy(false);
      }
    },
    [noticeOf],
  );
  const deleteProject = useCallback(
    (projectId: string) =>
      run(() =>
        session.client.call(developerEndpoints.deleteProject, {
          params: { projectId },
          idempotencyKey: crypto.randomUUID(),
        }),
      ),
    [run, session.client],
  );
  const revokeToken = useCallback(
    (projectId: string, tokenId: string) =>
      run(() =>
        session.client.call(developerEndpoints.revokeToken, {
          params: { projectId, tokenId },
          idempotencyKey: crypto.randomUUID(),
        }),
      ),
    [run, session.client],
  );
  return { deleteProject, revokeToken, busy };
}
