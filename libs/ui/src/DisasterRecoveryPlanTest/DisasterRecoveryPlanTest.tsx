import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import StopOutlined from '@mui/icons-material/StopOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { tintedChipSx } from '../internal/tintedChip';

export interface DisasterRecoveryPlanTestProps {
  /** A plan test is running: the same switch as the top bar's 'Teste'. */
  active: boolean;
  /** A start or end is on its way: a spinner, and the button waits. */
  busy?: boolean;
  /** Nothing to test (no pairs): the button is disabled. */
  disabled?: boolean;
  /** Start or end the test; the caller confirms it. */
  onStart: () => void;
  onEnd: () => void;
}

/**
 * The disaster-recovery plan test (portal spec §2.7 'Teste', §4 'active or inactive'): whether it runs, what it
 * does, and the button that starts or ends it. The top bar's test toggle shows the same state.
 */
export function DisasterRecoveryPlanTest({
  active,
  busy = false,
  disabled = false,
  onStart,
  onEnd,
}: DisasterRecoveryPlanTestProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'DisasterRecoveryPlanTest' });
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
    >
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ fontSize: '1rem' }}>
            {t('title')}
          </Typography>
          <Chip
            size="small"
            label={active ? t('running') : t('idle')}
            sx={tintedChipSx(active ? 'warning' : 'default')}
          />
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {active ? t('runningHint') : t('idleHint')}
        </Typography>
      </Box>
      <Button
        variant={active ? 'outlined' : 'contained'}
        disabled={busy || (disabled && !active)}
        aria-busy={busy}
        startIcon={
          busy ? (
            <CircularProgress size={16} color="inherit" aria-hidden />
          ) : active ? (
            <StopOutlined />
          ) : (
            <PlayArrowOutlined />
          )
        }
        onClick={active ? onEnd : onStart}
      >
        {active ? t('end') : t('start')}
      </Button>
    </Paper>
  );
}
