import { useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisualCell, VisualValueFormat } from '../model/visualData';
import { formatAxisValue, formatCompactValue, formatValue, type ValueFormatOptions } from './formatValue';
import { VisualFormatContext } from './VisualFormatProvider';

/** Formats values for one render: the locale and words are fixed, the format varies per column. */
export interface ValueFormatter {
  locale: string;
  format: (value: VisualCell, format: VisualValueFormat) => string;
  compact: (value: VisualCell, format: VisualValueFormat) => string;
  /** The shortest form, for chart axes: 'nov/24', '12/03' (formatAxisValue). */
  axis: (value: VisualCell, format: VisualValueFormat) => string;
  /** The word for a null, '(Em branco)'. */
  blank: string;
}

/** The formatter of the nearest VisualFormatProvider, in the interface language unless it names a locale. */
export function useValueFormatter(): ValueFormatter {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'formatValue' });
  const settings = useContext(VisualFormatContext);
  const locale = settings.locale ?? i18n.language;
  const blank = t('blank');
  const yes = t('true');
  const no = t('false');
  return useMemo(() => {
    const options: ValueFormatOptions = {
      locale,
      words: { blank, true: yes, false: no },
      timeZone: settings.timeZone,
      currency: settings.currency,
    };
    return {
      locale,
      blank,
      format: (value, format) => formatValue(value, format, options),
      compact: (value, format) => formatCompactValue(value, format, options),
      axis: (value, format) => formatAxisValue(value, format, options),
    };
  }, [locale, blank, yes, no, settings.timeZone, settings.currency]);
}
