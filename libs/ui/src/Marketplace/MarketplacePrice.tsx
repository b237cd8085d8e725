import { useTranslation } from 'react-i18next';
import { formatCents } from '../format/formatCents';
import type { MarketplaceRecurrence } from './marketplaceTypes';

/** A plan's price as the language writes money, with its recurrence ('R$ 199,90 por mês'). */
export function useMarketplacePrice() {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'MarketplacePrice' });
  return (cents: string | bigint, recurrence: MarketplaceRecurrence) =>
    t(recurrence, { price: formatCents(cents, i18n.language) });
}
