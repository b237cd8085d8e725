import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HistoryIcon from '@mui/icons-material/History';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InsightLoadError } from '../internal/InsightLoadError';
import { visuallyHidden } from '../a11y/visuallyHidden';
import { InsightCard } from '../InsightCard/InsightCard';
import { INSIGHT_CARD_HEIGHT_PX } from '../InsightCard/insightCardSize';
import { useInsightLabels } from '../internal/useInsightLabels';
import type { Insight } from '../model/insight';
import type { InsightStatusRow } from './insightGridLayout';
import { INSIGHT_GRID_GAP_PX, SKELETON_CARD_COUNT } from './insightsBrowserLimits';

/** Marks a card's place in the list: its index among all cards. */
export const CARD_INDEX_ATTRIBUTE = 'data-card-index';

const gridSx = (columns: number) => ({
  display: 'grid',
  gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
  gap: `${INSIGHT_GRID_GAP_PX}px`,
});

function Count({ count }: { count: number }) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'InsightsBrowser' });
  return (
    <>
      <Box
        component="span"
        aria-hidden
        sx={{
          px: 1,
          borderRadius: 999,
          bgcolor: 'action.selected',
          color: 'text.secondary',
          typography: 'caption',
          fontWeight: 600,
          lineHeight: '20px',
          flexShrink: 0,
        }}
      >
        {count.toLocaleString(i18n.language)}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {` (${t('count', { count })})`}
      </Box>
    </>
  );
}

/** 'Recentes' or 'Favoritos'. */
export const SectionHeading = memo(function SectionHeading({
  section,
  count,
}: {
  section: 'recents' | 'favorites';
  count: number;
}) {
  const { t } = useTranslation('ui', { keyPrefix: 'InsightsBrowser' });
  return (
    <Typography
      component="h2"
      variant="subtitle1"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 600, pt: 2, pb: 1.5 }}
    >
      {section === 'recents' ? (
        <HistoryIcon fontSize="small" sx={{ color: 'text.secondary' }} />
      ) : (
        <StarIcon fontSize="small" sx={{ color: 'text.secondary' }} />
      )}
      {section === 'recents' ? t('recents') : t('favorites')}
      <Count count={count} />
    </Typography>
  );
});

/** A collapsible group's header: a heading holding a button with aria-expanded. */
export const GroupHeader = memo(function GroupHeader({
  group,
  category,
  count,
  expanded,
  onToggle,
}: {
  group: string;
  /** The category; undefined for 'Data Analytics'. */
  category?: string;
  count?: number;
  expanded: boolean;
  onToggle: (group: string) => void;
}) {
  const labels = useInsightLabels();
  const label = category === undefined ? labels.dataAnalytics : labels.category(category);
  return (
    <Typography
      component="h2"
      variant="subtitle1"
      sx={{ mt: 1, mb: 1.5, pb: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <ButtonBase
        aria-expanded={expanded}
        onClick={() => onToggle(group)}
        sx={{
          // The hover and focus area starts a little left of the text, which stays aligned with the cards.
          width: 'calc(100% + 8px)',
          ml: -1,
          justifyContent: 'flex-start',
          gap: 1,
          px: 1,
          py: 0.75,
          borderRadius: 1,
          textAlign: 'left',
          font: 'inherit',
          fontWeight: 600,
          '&:hover': { bgcolor: 'action.hover' },
          '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        <ExpandMoreIcon
          fontSize="small"
          sx={{
            color: 'text.secondary',
            transform: expanded ? 'none' : 'rotate(-90deg)',
            transition: (theme) => theme.transitions.create('transform'),
          }}
        />
        <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {label}
        </Box>
        {count !== undefined ? <Count count={count} /> : null}
      </ButtonBase>
    </Typography>
  );
});

export interface CardRowProps {
  items: readonly Insight[];
  /** Index of the first card among all cards. */
  firstCard: number;
  columns: number;
  /** Column of the card in the tab order, or -1 when it is in another row. */
  activeColumn: number;
  showCategory: boolean;
  favoriteIds: ReadonlySet<string>;
  onToggleFavorite: (insight: Insight, next: boolean) => void;
  onOpen: (insight: Insight) => void;
  /** Given: dashboards (not BI items) get the permissions shield. */
  onShowPermissions?: (insight: Insight) => void;
}

/** Up to `columns` cards side by side. Memoised: a keystroke re-renders only rows whose cards change. */
export const CardRow = memo(function CardRow({
  items,
  firstCard,
  columns,
  activeColumn,
  showCategory,
  favoriteIds,
  onToggleFavorite,
  onOpen,
  onShowPermissions,
}: CardRowProps) {
  return (
    <Box sx={gridSx(columns)}>
      {items.map((insight, column) => (
        <Box key={insight.id} {...{ [CARD_INDEX_ATTRIBUTE]: firstCard + column }} sx={{ minWidth: 0 }}>
          <InsightCard
            insight={insight}
            favorite={favoriteIds.has(insight.id)}
            onToggleFavorite={onToggleFavorite}
            onOpen={onOpen}
            onShowPermissions={insight.kind === 'dashboard' ? onShowPermissions : undefined}
            showCategory={showCategory}
            tabIndex={column === activeColumn ? 0 : -1}
          />
        </Box>
      ))}
    </Box>
  );
});

function SkeletonCards({ columns, count, label }: { columns: number; count: number; label: string }) {
  return (
    <Box sx={{ pb: 1 }}>
      <Box role="status" sx={visuallyHidden}>
        {label}
      </Box>
      <Box aria-hidden sx={gridSx(columns)}>
        {Array.from({ length: count }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={INSIGHT_CARD_HEIGHT_PX} />
        ))}
      </Box>
    </Box>
  );
}

function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1,
        px: 2,
        py: 5,
        mb: 1,
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 1,
        color: 'text.secondary',
      }}
    >
      <Box aria-hidden sx={{ '& svg': { fontSize: 48 } }}>
        {icon}
      </Box>
      <Typography
        component="p"
        variant="subtitle1"
        sx={{ color: 'text.primary', fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {title}
      </Typography>
      <Typography variant="body2">{text}</Typography>
      {action}
    </Box>
  );
}

export interface StatusRowProps {
  status: InsightStatusRow;
  columns: number;
  /** The search, for 'Nenhum dashboard encontrado para …'. */
  query: string;
  dashboardsMessage: string;
  onRetryDashboards?: () => void;
  dataAnalyticsMessage: string;
  onRetryDataAnalytics?: () => void;
  onClearQuery: () => void;
}

/** A loading, error, empty or no-match state in the list. */
export function StatusRow({
  status,
  columns,
  query,
  dashboardsMessage,
  onRetryDashboards,
  dataAnalyticsMessage,
  onRetryDataAnalytics,
  onClearQuery,
}: StatusRowProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'InsightsBrowser' });
  const error = (message: string, onRetry?: () => void) => (
    <InsightLoadError message={message} onRetry={onRetry} sx={{ mb: 1 }} />
  );
  switch (status) {
    case 'dashboardsLoading':
      return (
        <SkeletonCards
          columns={columns}
          count={Math.max(SKELETON_CARD_COUNT, columns)}
          label={t('loading')}
        />
      );
    case 'dataAnalyticsLoading':
      return <SkeletonCards columns={columns} count={columns} label={t('dataAnalyticsLoading')} />;
    case 'dashboardsError':
      return error(dashboardsMessage, onRetryDashboards);
    case 'dataAnalyticsError':
      return error(dataAnalyticsMessage, onRetryDataAnalytics);
    case 'dashboardsEmpty':
      return <EmptyState icon={<DashboardOutlinedIcon />} title={t('emptyTitle')} text={t('emptyText')} />;
    case 'noMatch':
      return (
        <EmptyState
          icon={<SearchOffIcon />}
          title={t('noMatch', { query: query.trim() })}
          text={t('noMatchText')}
          action={
            <Button variant="outlined" size="small" onClick={onClearQuery} sx={{ mt: 1 }}>
              {t('clearSearch')}
            </Button>
          }
        />
      );
    case 'dataAnalyticsEmpty':
      return (
        <Typography variant="body2" sx={{ color: 'text.secondary', py: 2 }}>
          {t('dataAnalyticsEmpty')}
        </Typography>
      );
  }
}
