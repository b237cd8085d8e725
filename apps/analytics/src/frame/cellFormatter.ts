import { formatValue, type ValueFormatOptions } from '@nuvem/ui';
import type { i18n } from 'i18next';
import type { FormatCell } from '../data/smartNarrative';

/** Values written as the visuals write them: the format locale, and the ui's words for blanks and booleans. */
export function cellFormatter(i18nInstance: i18n, formatLocale: string): FormatCell {
  // The ui namespace's words (ui:formatValue.*), as the visuals use them.
  const uiWord = i18nInstance.getFixedT(i18nInstance.language, 'ui', 'formatValue');
  const options: ValueFormatOptions = {
    locale: formatLocale,
    words: { blank: uiWord('blank'), true: uiWord('true'), false: uiWord('false') },
  };
  return (value, format) => formatValue(value, format, options);
}
