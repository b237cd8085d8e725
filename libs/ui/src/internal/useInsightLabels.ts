import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Insight } from '../model/insight';

export interface InsightLabels {
  /** The category as shown: '' is 'Sem Classificação' (portal spec §2.5). */
  category: (category: string) => string;
  /**
   * The caption under an entry's name: its category for a dashboard, 'Relatório' or 'Dashboard' for the
   * BI items of the 'Data Analytics' group.
   */
  caption: (insight: Pick<Insight, 'category' | 'kind'>) => string;
  /** 'Data Analytics' (spec §2.5). */
  dataAnalytics: string;
}

/** The translated words that name an Insights entry's category or kind, shared by the Insights components. */
export function useInsightLabels(): InsightLabels {
  const { t } = useTranslation('ui', { keyPrefix: 'insightLabels' });
  return useMemo(() => {
    const category = (value: string) => (value.trim() === '' ? t('uncategorised') : value);
    return {
      category,
      caption: ({ category: value, kind }) =>
        kind === 'biReport' ? t('biReport') : kind === 'biDashboard' ? t('biDashboard') : category(value),
      dataAnalytics: t('dataAnalytics'),
    };
  }, [t]);
}
