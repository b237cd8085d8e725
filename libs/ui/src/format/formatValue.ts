import type { VisualCell, VisualValueFormat } from '../model/visualData';

/** The words a formatted value may need, in the viewer's language (from `formatValue.i18n.ts`). */
export interface FormatWords {
  /** A null: Power BI's '(Em branco)'. */
  blank: string;
  true: string;
  false: string;
}

export interface ValueFormatOptions {
  /** The format locale (BCP 47), e.g. 'pt-BR'. */
  locale: string;
  words: FormatWords;
  /** Zone date-times are written in; the browser's when omitted. Dates and months have no zone. */
  timeZone?: string;
  /** ISO 4217 code of `currency` values; the datasets' money is BRL. */
  currency?: string;
}

/** The datasets' money (analytics-datasets.ts: "currency (BRL)"). */
export const DEFAULT_CURRENCY = 'BRL';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

// Building an Intl formatter costs far more than using one, and a table formats thousands of cells.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter as T;
}

function numberOptions(
  format: VisualValueFormat,
  currency: string,
  compact: boolean,
): Intl.NumberFormatOptions {
  const notation = compact ? ({ notation: 'compact' } as const) : {};
  switch (format) {
    case 'currency': {
      // 'R$' in every locale (es would otherwise write 'BRL'); other currencies keep their unambiguous symbol.
      const currencyDisplay = currency === DEFAULT_CURRENCY ? 'narrowSymbol' : 'symbol';
      return compact
        ? {
            style: 'currency',
            currency,
            currencyDisplay,
            ...notation,
            minimumFractionDigits: 0,
            maximumFractionDigits: 1,
          }
        : { style: 'currency', currency, currencyDisplay };
    }
    case 'percent':
      return compact
        ? { style: 'percent', maximumFractionDigits: 1 }
        : { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 };
    case 'integer':
      return { ...notation, maximumFractionDigits: compact ? 1 : 0 };
    default:
      return compact
        ? { ...notation, maximumFractionDigits: 1 }
        : { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  }
}

function asNumber(value: VisualCell): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** A date-only value ('2026-03-12', or the date part of an ISO date-time) as UTC midnight, so no zone shifts it. */
function asCalendarDate(value: string): Date | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? null : date;
}

function formatDate(value: string, format: 'date' | 'month' | 'dateTime', options: ValueFormatOptions) {
  const { locale, timeZone } = options;
  if (format === 'dateTime') {
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) return value;
    const formatter = cached(
      `dt|${locale}|${timeZone ?? ''}`,
      () =>
        new Intl.DateTimeFormat(locale, {
          day: '2-digit',
          month: '2-digit',
          year: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
          timeZone,
        }),
    );
    return formatter.format(date);
  }
  const date = asCalendarDate(value);
  if (!date) return value;
  const formatter = cached(`${format}|${locale}`, () =>
    format === 'month'
      ? new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' })
      : new Intl.DateTimeFormat(locale, {
          day: '2-digit',
          month: '2-digit',
          year: 'numeric',
          timeZone: 'UTC',
        }),
  );
  return formatter.format(date);
}

function formatCell(
  value: VisualCell,
  format: VisualValueFormat,
  options: ValueFormatOptions,
  compact: boolean,
): string {
  if (value === null || value === '') return options.words.blank;
  if (typeof value === 'boolean') return value ? options.words.true : options.words.false;
  switch (format) {
    case 'text':
    case 'webUrl':
      return String(value);
    case 'date':
    case 'month':
    case 'dateTime':
      return formatDate(String(value), format, options);
    default: {
      const number = asNumber(value);
      if (number === null) return String(value);
      const currency = options.currency ?? DEFAULT_CURRENCY;
      const formatter = cached(
        `n|${options.locale}|${format}|${currency}|${compact}`,
        () => new Intl.NumberFormat(options.locale, numberOptions(format, currency, compact)),
      );
      return formatter.format(number);
    }
  }
}

/**
 * A value as a report shows it in `locale`: 'R$ 1.234,56', '25,0%' (0.25), '1.234', '12/03/2026',
 * 'mar. de 2026', '12/03/2026, 14:05'. Null reads as the blank word; a value its format cannot read is
 * shown as it came.
 */
export function formatValue(
  value: VisualCell,
  format: VisualValueFormat,
  options: ValueFormatOptions,
): string {
  return formatCell(value, format, options, false);
}

/** The short form for axis labels and cards: 'R$ 1,2 mi', '12,3 mil', '25%'. Dates and text as formatValue. */
export function formatCompactValue(
  value: VisualCell,
  format: VisualValueFormat,
  options: ValueFormatOptions,
): string {
  return formatCell(value, format, options, true);
}

const pad2 = (text: string) => text.padStart(2, '0');

/**
 * A calendar value written short for a chart's axis, where room is scarce: months as 'nov/24' (pt-BR, es)
 * or 'Nov 24' (en), days as '12/03' (the locale's day and month order), date-times as '12/03 14:05'. Other
 * formats as formatCompactValue. The tooltip and tables keep the full form.
 */
export function formatAxisValue(
  value: VisualCell,
  format: VisualValueFormat,
  options: ValueFormatOptions,
): string {
  if (value === null || value === '' || typeof value === 'boolean')
    return formatCell(value, format, options, true);
  if (format !== 'month' && format !== 'date' && format !== 'dateTime')
    return formatCell(value, format, options, true);
  const { locale, timeZone } = options;
  const text = String(value);
  const date = format === 'dateTime' ? new Date(text) : asCalendarDate(text);
  if (!date || Number.isNaN(date.getTime())) return text;
  if (format === 'month') {
    const parts = cached(
      `axis-month|${locale}`,
      () => new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' }),
    ).formatToParts(date);
    const month = (parts.find((part) => part.type === 'month')?.value ?? '').replace(/\.$/, '');
    const year = parts.find((part) => part.type === 'year')?.value ?? '';
    return isEnglish(locale) ? `${month} ${year}` : `${month}/${year}`;
  }
  const parts = cached(
    `axis-${format}|${locale}|${format === 'dateTime' ? (timeZone ?? '') : 'UTC'}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        day: '2-digit',
        month: '2-digit',
        ...(format === 'dateTime' ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
        timeZone: format === 'dateTime' ? timeZone : 'UTC',
      }),
  ).formatToParts(date);
  const dayMonth = parts
    .filter((part) => part.type === 'day' || part.type === 'month')
    .map((part) => pad2(part.value))
    .join('/');
  if (format === 'date') return dayMonth;
  const hour = parts.find((part) => part.type === 'hour')?.value ?? '';
  const minute = parts.find((part) => part.type === 'minute')?.value ?? '';
  return `${dayMonth} ${pad2(hour)}:${pad2(minute)}`;
}

function isEnglish(locale: string): boolean {
  try {
    return new Intl.Locale(locale).language === 'en';
  } catch {
    return locale.toLowerCase().startsWith('en');
  }
}

/** Whether a format holds numbers (summable, right-aligned, drawn on a value axis). */
export function isNumericFormat(format: VisualValueFormat): boolean {
  return format === 'currency' || format === 'percent' || format === 'integer' || format === 'decimal';
}
