import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { models } from '@nuvem/embed';
import { useTranslation } from 'react-i18next';
import { SHOWN_ERRORS } from '../protocol/frameErrors';
import { quickCreateProblemOf } from '../report/authoring/quickCreateFailure';
import { FrameMessage } from './FrameMessage';

const isShown = (message: string): message is (typeof SHOWN_ERRORS)[number] =>
  (SHOWN_ERRORS as readonly string[]).includes(message);

/** A problem's counts and row numbers as the viewer writes numbers ('4.000' in pt-BR). */
function numbersFormatted(values: Record<string, string>, language: string): Record<string, string> {
  const format = new Intl.NumberFormat(language);
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      COUNTS.has(key) && /^\d+$/.test(value) ? format.format(Number(value)) : value,
    ]),
  );
}
const COUNTS = new Set(['max', 'row', 'expected', 'actual']);

/**
 * The frame's own words for an error it reported (by its `message`), or the generic one; a quick create's
 * refused data says its problem and place.
 */
export function useErrorText() {
  const { t, i18n } = useTranslation('analytics');
  return (error: models.IError) => {
    const quick = quickCreateProblemOf(error);
    if (quick) return t(`errors.quickCreate.${quick.problem}`, numbersFormatted(quick.values, i18n.language));
    return isShown(error.message) ? t(`errors.${error.message}`) : t('errors.generic');
  };
}

/** A failed load, filling the frame (unless the host shows errors itself: settings.hideErrors). */
export function EmbedError({ error }: { error: models.IError }) {
  const { t } = useTranslation('analytics');
  const text = useErrorText();
  return <FrameMessage title={t('errors.title')} body={text(error)} />;
}

/** An error that does not stop the content (an expired token being renewed), above it. */
export function EmbedErrorBanner({ error }: { error: models.IError }) {
  const { t } = useTranslation('analytics');
  const text = useErrorText();
  return (
    <Alert severity={error.message === 'TokenExpired' ? 'warning' : 'error'} sx={{ borderRadius: 0 }}>
      <AlertTitle>{t('errors.title')}</AlertTitle>
      {text(error)}
    </Alert>
  );
}
