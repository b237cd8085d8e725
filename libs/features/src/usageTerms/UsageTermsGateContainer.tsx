import type { UsageTermCurrent } from '@nuvem/api-contract';
import { usageTermEndpoints } from '@nuvem/api-contract/paths';
import { UsageTermsAcceptanceDialog } from '@nuvem/ui';
import { useState } from 'react';
import { useErrorNotice } from '../api/useErrorNotice';
import { useSession } from '../session/useSession';
import { useCurrentUsageTerms, usageTermOf } from './useUsageTerms';

/**
 * The shell's blocking acceptance (issue 32): while the signed-in user has not accepted the current version of
 * the terms, its dialog covers the portal; 'Aceitar' records the acceptance, 'Recusar e sair' signs out. Checked
 * at sign-in and whenever the window regains focus, so a version published meanwhile is asked for.
 */
export function UsageTermsGateContainer() {
  const session = useSession();
  const noticeOf = useErrorNotice();
  const current = useCurrentUsageTerms();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const version = current.data?.version;
  if (!version || current.data?.accepted_at) return null;
  const accept = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await session.client.call<UsageTermCurrent>(usageTermEndpoints.accept, {
        params: { versionId: version.id },
        idempotencyKey: crypto.randomUUID(),
      });
      await current.mutate(answer, { revalidate: false });
    } catch (failure) {
      setError(noticeOf(failure)?.message);
      void current.mutate();
    } finally {
      setBusy(false);
    }
  };
  return (
    <UsageTermsAcceptanceDialog
      key={version.id}
      term={usageTermOf(version)}
      busy={busy}
      error={error}
      onAccept={() => void accept()}
      onDecline={() => void session.signOut()}
    />
  );
}
