import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format/formatDateTime';
import type { AlertSeverity } from '../model/alert';
import { HomeCard, HomeEmpty } from './HomeCard';
import type { HomeAlertsSection } from './homeDashboardModel';

/** How many alerts the card lists; the rest are counted ('e mais 2 alertas'). */
export const HOME_ALERTS_SHOWN = 3;

const ICON_OF: Record<AlertSeverity, ReactElement> = {
  normal: <InfoOutlined fontSize="small" color="info" />,
  warning: <WarningAmberOutlined fontSize="small" color="warning" />,
  critical: <ErrorOutlineOutlined fontSize="small" color="error" />,
};

export interface AlertsCardProps extends HomeAlertsSection {
  onRetry?: () => void;
  /** Pins the dates' zone (stories, tests). */
  timeZone?: string;
}

/** 'Alertas abertos': the alerts the alert bar shows (not the ones the user closed), the newest first. */
export function AlertsCard({ state, alerts, onRetry, timeZone }: AlertsCardProps) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'HomeDashboard.alerts' });
  const shown = alerts.slice(0, HOME_ALERTS_SHOWN);
  const more = alerts.length - shown.length;
  return (
    <HomeCard name="alerts" title={t('title')} state={state} onRetry={onRetry}>
      {alerts.length === 0 ? (
        <HomeEmpty text={t('empty')} />
      ) : (
        <>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {shown.map((alert) => (
              <Box
                component="li"
                key={alert.id}
                data-alert-severity={alert.severity}
                sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1 }}
              >
                <Box sx={{ pt: 0.25 }} aria-hidden="true">
                  {ICON_OF[alert.severity]}
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    <Box component="span" sx={{ fontWeight: 600 }}>
                      {t(`severity.${alert.severity}`)}:
                    </Box>{' '}
                    {alert.title ? `${alert.title} — ` : ''}
                    <span lang={alert.textLang}>{alert.text}</span>
                  </Typography>
                  {alert.createdAt ? (
                    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                      {formatDateTime(alert.createdAt, i18n.language, timeZone)}
                    </Typography>
                  ) : null}
                </Box>
              </Box>
            ))}
          </Box>
          {more > 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('more', { count: more })}
            </Typography>
          ) : null}
        </>
      )}
    </HomeCard>
  );
}
