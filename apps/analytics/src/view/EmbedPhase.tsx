import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmbedStatus } from '../frame/embedLifecycle';
import { EmbedError } from './EmbedError';
import { FrameMessage } from './FrameMessage';

/**
 * What every embed's frame shows before its content: waiting for the host's load, loading, or the failed
 * load's error (nothing when the host shows errors itself); then the loaded session's content.
 */
export function EmbedPhase<S>({
  status,
  children,
}: {
  status: EmbedStatus<S>;
  children: (session: S) => ReactNode;
}) {
  const { t } = useTranslation('analytics');
  if (status.phase === 'waiting') return <FrameMessage title={t('waiting')} busy />;
  if (status.phase === 'loading') return <FrameMessage title={t('loading')} busy />;
  if (status.phase === 'failed' || !status.session)
    return status.hideErrors || !status.error ? null : <EmbedError error={status.error} />;
  return <>{children(status.session)}</>;
}
