import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { IaasTicketForm } from './IaasTicketForm';

/**
 * IaaS › Novo contrato (spec §6, hidden while the IaaS account is cancelling): a request for a new IaaS
 * contract or a change of plan, sent as a support ticket of the 'request' category that the commercial team
 * answers (the ticket's page follows it). Users who may not open tickets are sent to the contact page.
 */
export function IaasNewContractContainer({ contactHref }: { contactHref: string }) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'iaasHelp.newContract' });
  const cloudId = useCurrentAccount()?.cloud_id;
  const mayOpenTickets = useShellPermissions()?.tickets ?? false;
  const purpose = useMemo(
    () => ({
      title: t('title'),
      intro: t('intro'),
      values: { subject: t('subject', { cloudId: cloudId ?? '' }), category: 'request' as const },
    }),
    [t, cloudId],
  );
  if (!cloudId || !mayOpenTickets)
    return (
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 640 }}>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('noTickets')}
        </Typography>
        <Link href={contactHref}>{t('contact')}</Link>
      </Paper>
    );
  return (
    <div style={{ maxWidth: 640 }}>
      <IaasTicketForm key={cloudId} cloudId={cloudId} purpose={purpose} />
    </div>
  );
}
