import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InsightLoadError } from '../internal/InsightLoadError';
import { visuallyHidden } from '../a11y/visuallyHidden';
import { InsightStarButton } from '../internal/InsightStarButton';
import { useInsightLabels } from '../internal/useInsightLabels';
import type { InsightKind, InsightsLoadState } from '../model/insight';
import { INSIGHT_EMBED_HEIGHT_PX } from './insightEmbedLimits';

export interface InsightEmbedViewProps {
  /** The dashboard's or BI item's name: the page's h1. */
  title: string;
  /** A dashboard shows its category as caption; a BI item 'Data Analytics · Relatório' or '· Dashboard'. */
  kind: InsightKind;
  /** The dashboard's category ('' = 'Sem Classificação'); absent: no category caption. */
  category?: string;
  /** 'Voltar': back to the list (spec §2.5, §4). */
  onBack: () => void;
  /** Whether it is a favorite; the star shows only with `onToggleFavorite`. */
  favorite?: boolean;
  /** The star was clicked: `next` is the state asked for. */
  onToggleFavorite?: (next: boolean) => void;
  /** loading: a skeleton of the frame's size; error: the message (already translated) and a retry; ready: `children`. */
  state: InsightsLoadState;
  /** 'Tentar novamente' after an error. */
  onRetry?: () => void;
  /** The frame's height in px: 1200 (spec §2.5, §9). */
  height?: number;
  /** The embed container: full width, `height` px high, rendered only when ready. */
  children?: ReactNode;
}

/**
 * The Insights screen's embedded view (portal spec §2.5): 'Voltar', the entry's name and caption, its
 * star, and below, full width and 1200px high, the embedded dashboard (or its loading or error state).
 */
export function InsightEmbedView({
  title,
  kind,
  category,
  onBack,
  favorite = false,
  onToggleFavorite,
  state,
  onRetry,
  height = INSIGHT_EMBED_HEIGHT_PX,
  children,
}: InsightEmbedViewProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'InsightEmbedView' });
  const labels = useInsightLabels();
  const caption =
    kind === 'dashboard'
      ? category === undefined
        ? undefined
        : labels.category(category)
      : `${labels.dataAnalytics} · ${labels.caption({ kind, category: '' })}`;

  let body: ReactNode;
  if (state.status === 'loading') {
    body = (
      <>
        <Box role="status" sx={visuallyHidden}>
          {t('loading')}
        </Box>
        <Skeleton variant="rounded" width="100%" height={height} aria-hidden />
      </>
    );
  } else if (state.status === 'error') {
    body = <InsightLoadError message={state.message} onRetry={onRetry} />;
  } else {
    body = <Box sx={{ width: '100%', height, position: 'relative' }}>{children}</Box>;
  }

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack} variant="outlined" sx={{ flexShrink: 0 }}>
          {t('back')}
        </Button>
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
            {onToggleFavorite ? (
              <InsightStarButton name={title} favorite={favorite} onToggle={onToggleFavorite} />
            ) : null}
          </Box>
          {caption !== undefined ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {caption}
            </Typography>
          ) : null}
        </Box>
      </Box>
      {body}
    </Box>
  );
}
