import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionsCard, type ActionsCardProps } from './ActionsCard';
import { AlertsCard, type AlertsCardProps } from './AlertsCard';
import { ContractCard, type ContractCardProps } from './ContractCard';
import { DisasterRecoveryCard, type DisasterRecoveryCardProps } from './DisasterRecoveryCard';
import { InboxCard, type InboxCardProps } from './InboxCard';
import { ProductsCard, type ProductsCardProps } from './ProductsCard';

export interface HomeDashboardProps {
  products: ProductsCardProps;
  contract: ContractCardProps;
  inbox: InboxCardProps;
  alerts: AlertsCardProps;
  disasterRecovery: DisasterRecoveryCardProps;
  /** The latest actions; absent without list_pipelines. */
  actions?: ActionsCardProps;
  /**
   * The consumption card (a ConsumptionCard with its embedded chart), for users with insights_reader; the
   * portal loads it after the rest, so the first paint does not wait for the chart.
   */
  consumption?: ReactNode;
  /** Pins the dates' zone (stories, tests). */
  timeZone?: string;
}

/**
 * Início (/dashboard): the current environment at a glance. What runs there (products and topologies by
 * region), then what needs attention (alerts, messages, tickets), disaster recovery, support and the latest
 * actions, each card with its own loading, empty and error states and every number leading to its screen.
 * Two columns on wide screens, the main one first; one column on narrow ones.
 */
export function HomeDashboard({
  products,
  contract,
  inbox,
  alerts,
  disasterRecovery,
  actions,
  consumption,
  timeZone,
}: HomeDashboardProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'HomeDashboard' });
  return (
    <Box
      role="region"
      aria-label={t('label')}
      data-home-dashboard=""
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <ProductsCard {...products} />
        {consumption}
        <DisasterRecoveryCard {...disasterRecovery} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <ContractCard {...contract} />
        <InboxCard {...inbox} />
        <AlertsCard timeZone={timeZone} {...alerts} />
        {actions ? <ActionsCard timeZone={timeZone} {...actions} /> : null}
      </Box>
    </Box>
  );
}
