import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format/formatDateTime';
import { EmptyState } from '../internal/EmptyState';
import { RetryAlert } from '../internal/RetryAlert';
import { ResourceList, type ResourceListCollectionProps } from '../ResourceList/ResourceList';
import type { ResourceListColumn, ResourceListState } from '../ResourceList/resourceListTypes';
import { TermsText } from './TermsText';
import type { UsageTermAcceptanceItem, UsageTermItem } from './usageTermsTypes';

/** The acceptances' columns: who, which version, when, from where. */
export function useUsageTermAcceptanceColumns(
  timeZone?: string,
): ResourceListColumn<UsageTermAcceptanceItem>[] {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'UsageTermsPage' });
  return useMemo(
    () => [
      {
        id: 'userName',
        header: t('column.user'),
        rowHeader: true,
        required: true,
        sortable: true,
        filter: { operators: ['=', ':', '!:'] },
        cell: (row) => (
          <Stack spacing={0.25}>
            <span>{row.userName}</span>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {row.userEmail}
            </Typography>
          </Stack>
        ),
      },
      { id: 'version', header: t('column.version'), sortable: true, cell: (row) => row.version },
      {
        id: 'acceptedAt',
        header: t('column.acceptedAt'),
        sortable: true,
        cell: (row) => (
          <Box component="time" dateTime={row.acceptedAt} sx={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(row.acceptedAt, i18n.language, timeZone)}
          </Box>
        ),
      },
      { id: 'ip', header: t('column.ip'), sortable: true, cell: (row) => row.ip },
      {
        id: 'userAgent',
        header: t('column.userAgent'),
        cell: (row) => (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {row.userAgent}
          </Typography>
        ),
      },
    ],
    [t, i18n.language, timeZone],
  );
}

export interface UsageTermsPageProps {
  /** The versions that apply to the environment's customer, newest first. */
  versions: UsageTermItem[] | undefined;
  versionsState: ResourceListState;
  onRetry: () => void;
  /** Who accepted which version (the user's own, or every user's for an administrator). */
  acceptances: ResourceListCollectionProps<UsageTermAcceptanceItem>;
  /** Every user's acceptances are listed (an administrator), not only the user's own. */
  seesEveryone?: boolean;
  timeZone?: string;
}

/**
 * Termos de aceite: the terms' versions that apply to the environment's customer (the newest open), and who
 * accepted which version, when and from where.
 */
export function UsageTermsPage({
  versions,
  versionsState,
  onRetry,
  acceptances,
  seesEveryone = false,
  timeZone,
}: UsageTermsPageProps) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'UsageTermsPage' });
  const columns = useUsageTermAcceptanceColumns(timeZone);
  if (versionsState.status === 'error')
    return (
      <RetryAlert title={t('errorTitle')} onRetry={onRetry}>
        {versionsState.message}
      </RetryAlert>
    );
  return (
    <Stack spacing={3}>
      <Stack spacing={1} component="section" aria-labelledby="usage-terms-versions">
        <Typography id="usage-terms-versions" variant="h6" component="h2">
          {t('versions')}
        </Typography>
        {versionsState.status === 'loading' || !versions ? (
          <Box role="status" aria-label={t('loading')}>
            <Skeleton variant="rounded" height={120} />
          </Box>
        ) : versions.length === 0 ? (
          <EmptyState title={t('noVersions')} hint={t('noVersionsHint')} />
        ) : (
          versions.map((term, index) => (
            <Accordion key={term.id} defaultExpanded={index === 0} disableGutters>
              {/* Its id names the panel's region: each version's region is then told apart. */}
              <AccordionSummary
                id={`usage-term-${term.id}`}
                aria-controls={`usage-term-${term.id}-text`}
                expandIcon={<ExpandMoreOutlined />}
              >
                <Stack spacing={0.25}>
                  <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                    {t('versionTitle', { version: term.version, title: term.title })}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {term.publishedAt
                      ? t('publishedOn', { date: formatDateTime(term.publishedAt, i18n.language, timeZone) })
                      : null}
                    {index === 0 ? ` · ${t('current')}` : ''}
                  </Typography>
                </Stack>
              </AccordionSummary>
              <AccordionDetails id={`usage-term-${term.id}-text`}>
                <TermsText body={term.body} />
              </AccordionDetails>
            </Accordion>
          ))
        )}
      </Stack>
      <Stack spacing={1} component="section" aria-labelledby="usage-terms-acceptances">
        <Typography id="usage-terms-acceptances" variant="h6" component="h2">
          {seesEveryone ? t('acceptancesAll') : t('acceptancesOwn')}
        </Typography>
        <ResourceList<UsageTermAcceptanceItem>
          {...acceptances}
          label={t('table')}
          columns={columns}
          rowId={(row) => row.id}
          rowLabel={(row) => `${row.userName} ${row.version}`}
          empty={{ title: t('noAcceptances') }}
          countText={(total) => t('count', { count: total })}
          errorTitle={t('errorTitle')}
          loadingText={t('loading')}
          filterPlaceholder={t('filterPlaceholder')}
        />
      </Stack>
    </Stack>
  );
}
