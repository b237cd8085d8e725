import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack, { type StackProps } from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShellAlert } from '../model/alert';
import { AlertText } from './AlertText';
import { ALERTS_SHOWN_COLLAPSED } from './alertListLayout';
import { isForeignText } from './alertLanguage';
import { alertColorOf, alertRoleOf } from './alertPresentation';

export interface AlertListProps {
  /**
   * The alerts to show, the most urgent first (then the newest), already merged upstream from communications, legacy user alerts,
   * migration notices and the monitor stream (portal spec §2.7 "Alert banner area"). Texts arrive
   * translated, or marked with the language they came in (`textLang`).
   */
  alerts: readonly ShellAlert[];
  /** Called with the alert's id when the user closes it. Without it, alerts have no close button. */
  onClose?: (id: string) => void;
  /** How many alerts show before 'Mostrar todos (N)'; the rest wait behind it. */
  collapsedCount?: number;
  /** Extra styles for the list container (spacing inside the shell). */
  sx?: StackProps['sx'];
}

/**
 * The shell's alert area, stacked as consoles do: the first alerts show, the rest wait behind
 * 'Mostrar todos (N)' (a disclosure button with aria-expanded), so many alerts do not push the page below
 * the fold — but a critical alert never waits behind it. Each alert is dense, and a long text shows two lines
 * and 'Ler mais'. Severity normal is shown as info, warning as warning and critical as error; an alert is a live
 * region of its own, so a new one (always among the newest shown) is announced: critical ones at once
 * (role="alert"), the others politely (role="status"). A provider's message in another language than the
 * interface's is captioned 'Mensagem do provedor' and keeps its `lang`. Renders nothing without alerts.
 */
export function AlertList({ alerts, onClose, collapsedCount = ALERTS_SHOWN_COLLAPSED, sx }: AlertListProps) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'AlertList' });
  const [expanded, setExpanded] = useState(false);
  const restId = useId();
  if (alerts.length === 0) return null;
  // The first ones show, and every critical one wherever it stands (upstream puts them first anyway).
  const showsAlways = (alert: ShellAlert, at: number) => at < collapsedCount || alert.severity === 'critical';
  const shown = alerts.filter(showsAlways);
  const rest = alerts.filter((alert, at) => !showsAlways(alert, at));
  const language = i18n.resolvedLanguage ?? i18n.language;

  const item = (alert: ShellAlert) => {
    const foreign = isForeignText(alert.textLang, language);
    return (
      <Alert
        key={alert.id}
        severity={alertColorOf(alert.severity)}
        role={alertRoleOf(alert.severity)}
        closeText={t('close')}
        onClose={onClose ? () => onClose(alert.id) : undefined}
        sx={{
          overflowWrap: 'anywhere',
          py: 0,
          typography: 'body2',
          '& .MuiAlert-icon, & .MuiAlert-message, & .MuiAlert-action': { py: 0.75 },
        }}
      >
        {alert.title ? <AlertTitle>{alert.title}</AlertTitle> : null}
        {foreign ? (
          <>
            <Typography variant="caption" component="p" sx={{ fontWeight: 500 }}>
              {t('providerMessage')}
            </Typography>
            <AlertText text={alert.text} lang={alert.textLang} />
          </>
        ) : (
          <AlertText text={alert.text} />
        )}
        {alert.detail ? (
          <Box component="p" sx={{ m: 0, mt: 0.5 }}>
            {alert.detail}
          </Box>
        ) : null}
      </Alert>
    );
  };

  return (
    <Stack component="section" aria-label={t('label')} spacing={1} sx={sx}>
      {shown.map(item)}
      {rest.length > 0 && (
        <>
          <Stack id={restId} spacing={1} hidden={!expanded} sx={{ '&[hidden]': { display: 'none' } }}>
            {expanded ? rest.map(item) : null}
          </Stack>
          <Box>
            <Button
              size="small"
              aria-expanded={expanded}
              aria-controls={restId}
              onClick={() => setExpanded((open) => !open)}
            >
              {expanded ? t('showLess') : t('showAll', { count: alerts.length })}
            </Button>
          </Box>
        </>
      )}
    </Stack>
  );
}
