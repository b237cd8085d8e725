import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../format/formatCents';
import { ResourceList, type ResourceListCollectionProps } from '../ResourceList/ResourceList';
import type { ResourceListColumn } from '../ResourceList/resourceListTypes';
import type { AiAgentItem } from './aiAgentsTypes';

export interface AiAgentCatalogueActions {
  onOpen: (agent: AiAgentItem) => void;
  onHire: (agent: AiAgentItem) => void;
  /** Slugs of the agents active in the environment: shown as hired, not offered again. */
  hiredSlugs: ReadonlySet<string>;
  /** No environment chosen: hiring is not offered. */
  canHire: boolean;
  busy?: boolean;
}

/** The catalogue's columns: name (opens the detail) with what it does, products, channels, price, allowance. */
export function useAiAgentCatalogueColumns({
  onOpen,
  onHire,
  hiredSlugs,
  canHire,
  busy = false,
}: AiAgentCatalogueActions): ResourceListColumn<AiAgentItem>[] {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'AiAgents' });
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('catalogue.column.name'),
        rowHeader: true,
        required: true,
        sortable: true,
        filter: { operators: [':', '!:', '=', '!='] },
        cell: (agent) => (
          <Stack spacing={0.25}>
            <Link
              component="button"
              type="button"
              aria-label={t('catalogue.open', { name: agent.name })}
              onClick={() => onOpen(agent)}
              sx={{ fontWeight: 500, textAlign: 'start' }}
            >
              {agent.name}
            </Link>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {agent.summary}
            </Typography>
          </Stack>
        ),
      },
      {
        id: 'products',
        header: t('catalogue.column.products'),
        filter: { operators: [':', '!:'] },
        cell: (agent) => agent.products.join(', '),
      },
      {
        id: 'channels',
        header: t('catalogue.column.channels'),
        cell: (agent) => agent.channels.map((channel) => t(`channel.${channel}`)).join(', '),
      },
      {
        id: 'price',
        header: t('catalogue.column.price'),
        sortable: true,
        cell: (agent) => (
          <span style={{ whiteSpace: 'nowrap' }}>{formatCents(agent.monthlyPriceCents, i18n.language)}</span>
        ),
      },
      {
        id: 'allowance',
        header: t('catalogue.column.allowance'),
        sortable: true,
        cell: (agent) => t(`allowance_${agent.allowanceUnit}`, { count: agent.allowance }),
      },
      {
        id: 'actions',
        header: t('catalogue.column.actions'),
        required: true,
        cell: (agent) =>
          hiredSlugs.has(agent.slug) ? (
            <Chip size="small" color="success" variant="outlined" label={t('catalogue.hired')} />
          ) : (
            <Button
              size="small"
              variant="outlined"
              disabled={busy || !canHire}
              aria-label={t('catalogue.hireNamed', { name: agent.name })}
              title={canHire ? undefined : t('catalogue.noEnvironment')}
              onClick={() => onHire(agent)}
            >
              {t('catalogue.hire')}
            </Button>
          ),
      },
    ],
    [t, i18n.language, onOpen, onHire, hiredSlugs, canHire, busy],
  );
}

export interface AiAgentCatalogueProps
  extends ResourceListCollectionProps<AiAgentItem>, AiAgentCatalogueActions {}

/**
 * Agentes de IA (AWS Marketplace's, Azure's AI catalogue list): the provider's agents with what they do, the
 * products and channels they work with, price per month and allowance; each opened for its detail or hired.
 */
export function AiAgentCatalogue({
  onOpen,
  onHire,
  hiredSlugs,
  canHire,
  busy,
  ...list
}: AiAgentCatalogueProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'AiAgents.catalogue' });
  const columns = useAiAgentCatalogueColumns({ onOpen, onHire, hiredSlugs, canHire, busy });
  return (
    <ResourceList<AiAgentItem>
      {...list}
      label={t('table')}
      columns={columns}
      rowId={(agent) => agent.slug}
      rowLabel={(agent) => agent.name}
      empty={{ title: t('empty') }}
      countText={(total) => t('count', { count: total })}
      errorTitle={t('errorTitle')}
      loadingText={t('loading')}
      filterPlaceholder={t('filter')}
    />
  );
}
