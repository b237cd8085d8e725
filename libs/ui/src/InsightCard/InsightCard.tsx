import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InsightStarButton } from '../internal/InsightStarButton';
import { useInsightLabels } from '../internal/useInsightLabels';
import type { Insight, InsightKind } from '../model/insight';
import { INSIGHT_CARD_HEIGHT_PX } from './insightCardSize';

/** Marks a card's open button: the grid's arrow keys move focus between these. */
export const INSIGHT_OPEN_ATTRIBUTE = 'data-insight-open';

export interface InsightCardProps {
  /** The dashboard or BI item the card shows. */
  insight: Insight;
  /** Whether the user has starred it (already optimistic): a filled amber star. */
  favorite: boolean;
  /** The star was clicked: `next` is the state asked for (true = favorite, portal spec §4). */
  onToggleFavorite: (insight: Insight, next: boolean) => void;
  /** The name was clicked or Enter pressed on it: open the entry embedded (spec §2.5). */
  onOpen: (insight: Insight) => void;
  /**
   * Given: a shield button 'Ver permissões de {name}' opens the dashboard's 'Listagem das permissões'
   * (spec §2.5, with the show_insights_dashboard_permission permission). Pass it for dashboards only.
   */
  onShowPermissions?: (insight: Insight) => void;
  /**
   * Shows a caption under the name: the category ('Sem Classificação' when empty) for a dashboard,
   * 'Relatório' or 'Dashboard' for a BI item. For lists that mix categories (Favoritos, Recentes).
   */
  showCategory?: boolean;
  /**
   * Tab index of the card's buttons. A grid of cards keeps one of them in the tab order (roving
   * tabindex: 0 on the active card, -1 elsewhere); a lone card leaves it out (0).
   */
  tabIndex?: number;
}

const KIND_ICONS: Record<InsightKind, typeof DashboardOutlinedIcon> = {
  dashboard: DashboardOutlinedIcon,
  biReport: AssessmentOutlinedIcon,
  biDashboard: InsightsOutlinedIcon,
};

/**
 * One dashboard or BI item of the Insights screen: its name is the main button (opens it), and beside it,
 * not inside it, the favorite star and, optionally, the permissions shield. Memoised: while the user types
 * a search only the cards whose props change render again, so keep the callbacks stable.
 */
export const InsightCard = memo(function InsightCard({
  insight,
  favorite,
  onToggleFavorite,
  onOpen,
  onShowPermissions,
  showCategory = false,
  tabIndex,
}: InsightCardProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'InsightCard' });
  const labels = useInsightLabels();
  const nameId = useId();
  const captionId = useId();
  const KindIcon = KIND_ICONS[insight.kind];
  return (
    <Paper
      variant="outlined"
      sx={{
        display: 'flex',
        height: INSIGHT_CARD_HEIGHT_PX,
        minWidth: 0,
        overflow: 'hidden',
        transition: (theme) => theme.transitions.create('border-color'),
        '&:hover, &:focus-within': { borderColor: 'primary.main' },
      }}
    >
      <ButtonBase
        {...{ [INSIGHT_OPEN_ATTRIBUTE]: '' }}
        tabIndex={tabIndex}
        aria-labelledby={nameId}
        aria-describedby={showCategory ? captionId : undefined}
        onClick={() => onOpen(insight)}
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'flex-start',
          gap: 1.5,
          px: 2,
          py: 1.5,
          textAlign: 'left',
          borderRadius: 'inherit',
          '&.Mui-focusVisible': {
            outline: '2px solid',
            outlineColor: 'primary.main',
            outlineOffset: -2,
          },
        }}
      >
        <Box
          aria-hidden
          sx={(theme) => ({
            flexShrink: 0,
            display: 'grid',
            placeItems: 'center',
            width: 36,
            height: 36,
            borderRadius: 1,
            color: 'primary.main',
            bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.2 : 0.1),
          })}
        >
          <KindIcon fontSize="small" />
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography
            id={nameId}
            component="span"
            variant="body2"
            title={insight.name}
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              overflowWrap: 'anywhere',
              fontWeight: 500,
              lineHeight: 1.35,
            }}
          >
            {insight.name}
          </Typography>
          {showCategory ? (
            <Typography
              id={captionId}
              component="span"
              variant="caption"
              noWrap
              sx={{ display: 'block', color: 'text.secondary', mt: 0.5 }}
            >
              {labels.caption(insight)}
            </Typography>
          ) : null}
        </Box>
      </ButtonBase>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', p: 0.5, gap: 0.25 }}>
        <InsightStarButton
          name={insight.name}
          favorite={favorite}
          tabIndex={tabIndex}
          onToggle={(next) => onToggleFavorite(insight, next)}
        />
        {onShowPermissions ? (
          <IconButton
            size="small"
            tabIndex={tabIndex}
            aria-label={t('permissions', { name: insight.name })}
            aria-haspopup="dialog"
            onClick={() => onShowPermissions(insight)}
            sx={{ color: 'text.secondary' }}
          >
            <ShieldOutlinedIcon fontSize="small" />
          </IconButton>
        ) : null}
      </Box>
    </Paper>
  );
});
