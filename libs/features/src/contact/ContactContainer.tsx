import { assistTokenTtlMinutes } from '@nuvem/api-contract/paths';
import { ContactPage } from '@nuvem/ui';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { copyToClipboard } from '../assistToken/copyToClipboard';
import { useAssistToken } from '../assistToken/useAssistToken';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { useTopologyStatus } from '../routing/useTopologyStatus';
import { useSupportChannels } from './useSupportChannels';

export interface ContactContainerProps {
  /** The ticket list ('Ver meus chamados'); offered only with the tickets permission and a valid topology. */
  ticketsHref?: string;
  /** Writes the token to the clipboard; navigator.clipboard by default (tests pass a spy). */
  copy?: (text: string) => Promise<void>;
}

/**
 * The contact page (/contact) on the API: the support channels, the way to the tickets, and the assist token
 * of the current environment (the same token as the top bar's: useAssistToken). When the environment's
 * topology list failed (spec §4), which is why the portal sent the user here, the page says so first; the
 * tickets are not among the pages open without a valid topology (§2.4), so they are not offered then.
 */
export function ContactContainer({
  ticketsHref = '/tickets',
  copy = copyToClipboard,
}: ContactContainerProps) {
  const current = useCurrentAccount();
  const permissions = useShellPermissions();
  const { hasValidTopology } = useTopologyStatus(current?.cloud_id);
  const channels = useSupportChannels();
  const assist = useAssistToken(current?.cloud_id);
  return (
    <ContactPage
      topologyUnavailable={
        current && !hasValidTopology
          ? { cloudId: current.cloud_id, corporateName: current.corporate_name }
          : undefined
      }
      channels={channels.channels}
      channelsState={channels.state}
      onRetryChannels={channels.retry}
      prime={current?.support_type === 'PRIME'}
      ticketsHref={permissions?.tickets && hasValidTopology ? ticketsHref : undefined}
      assistToken={
        current
          ? {
              token: assist.token?.token,
              expiresAt: assist.token?.expires_at,
              loading: assist.loading,
              error: assist.error,
              ttlMinutes: assistTokenTtlMinutes,
              onGenerate: () => void assist.generate(),
              onCopy: (token) => void copy(token).catch(() => undefined),
            }
          : undefined
      }
    />
  );
}
