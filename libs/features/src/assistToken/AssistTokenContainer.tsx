import { AssistTokenControl } from '@nuvem/ui';
import { copyToClipboard } from './copyToClipboard';
import { useAssistToken } from './useAssistToken';

export interface AssistTokenContainerProps {
  /** The current environment: the token is for it. Without one, nothing is shown. */
  cloudId: string | undefined;
  /** Writes the token to the clipboard; navigator.clipboard by default (tests pass a spy). */
  copy?: (text: string) => Promise<void>;
}

/** The top bar's assist token control (spec §2.7) wired to POST /environments/:cloudId/assist-token. */
export function AssistTokenContainer({ cloudId, copy = copyToClipboard }: AssistTokenContainerProps) {
  const assist = useAssistToken(cloudId);
  if (!cloudId) return null;
  return (
    <AssistTokenControl
      token={assist.token?.token}
      expiresAt={assist.token?.expires_at}
      loading={assist.loading}
      error={assist.error}
      onGenerate={() => void assist.generate()}
      onCopy={(token) => void copy(token).catch(() => undefined)}
    />
  );
}
