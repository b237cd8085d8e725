import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { tintedChipSx } from '../internal/tintedChip';
import { HomeCard, HomeEmpty } from './HomeCard';
import type { HomeDisasterRecoverySection, HomeDrPair } from './homeDashboardModel';

/** How many pairs the card lists; the rest are counted, on the disaster-recovery pages. */
export const HOME_DR_PAIRS_SHOWN = 5;

export interface DisasterRecoveryCardProps extends HomeDisasterRecoverySection {
  onRetry?: () => void;
}

/**
 * 'Recuperação de desastre', read-only: the environment's origin/destination pairs and the user's DR test
 * mode, leading to the disaster-recovery pages where they are changed (when the user may open one).
 */
export function DisasterRecoveryCard({ state, pairs, testActive, href, onRetry }: DisasterRecoveryCardProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'HomeDashboard.dr' });
  const testLabel =
    testActive === undefined ? t('testUnknown') : testActive ? t('testActive') : t('testInactive');
  return (
    <HomeCard
      name="disaster-recovery"
      title={t('title')}
      state={state}
      onRetry={onRetry}
      action={href ? { label: t('open'), href } : undefined}
      badge={
        state.status === 'ready' ? (
          <Chip
            size="small"
            label={testLabel}
            variant={testActive ? 'filled' : 'outlined'}
            sx={tintedChipSx(testActive ? 'warning' : 'default')}
            data-dr-test={testActive === undefined ? 'unknown' : String(testActive)}
          />
        ) : undefined
      }
    >
      {pairs.length === 0 ? (
        <HomeEmpty text={t('empty')} />
      ) : (
        <>
          {href ? (
            <Link href={href} underline="hover" variant="body2" data-dr-pairs={pairs.length}>
              {t('pairs', { count: pairs.length })}
            </Link>
          ) : (
            <Typography variant="body2" data-dr-pairs={pairs.length}>
              {t('pairs', { count: pairs.length })}
            </Typography>
          )}
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {pairs.slice(0, HOME_DR_PAIRS_SHOWN).map((pair) => (
              <DrPairRow key={pair.id} pair={pair} />
            ))}
          </Box>
          {pairs.length > HOME_DR_PAIRS_SHOWN ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('more', { count: pairs.length - HOME_DR_PAIRS_SHOWN })}
            </Typography>
          ) : null}
        </>
      )}
    </HomeCard>
  );
}

function DrPairRow({ pair }: { pair: HomeDrPair }) {
  const { t } = useTranslation('ui', { keyPrefix: 'HomeDashboard.dr' });
  const destination = pair.destination
    ? (pair.destination.instance ?? t('hiddenReplica', { region: pair.destination.region }))
    : t('noReplica');
  const destinationRegion = pair.destination?.instance ? pair.destination.region : undefined;
  return (
    <Box
      component="li"
      data-dr-pair={pair.id}
      aria-label={t('pairLabel', {
        product: pair.productName,
        origin: `${pair.origin.instance} (${pair.origin.region})`,
        destination: destinationRegion ? `${destination} (${destinationRegion})` : destination,
      })}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
        alignItems: 'center',
        columnGap: 1,
        p: 1,
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
          {t('origin')} · {pair.productName}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {pair.origin.instance}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {pair.origin.region}
        </Typography>
      </Box>
      <ArrowForwardOutlined fontSize="small" aria-hidden="true" sx={{ color: 'text.secondary' }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
          {t('destination')}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {destination}
        </Typography>
        {destinationRegion ? (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {destinationRegion}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
