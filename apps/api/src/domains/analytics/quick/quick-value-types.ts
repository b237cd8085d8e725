// The column types quick create takes (powerbi-models' DataType), what each becomes in a dataset (dataType,
// format) and in PostgreSQL, and how one value of the host's data is read: strictly, so a value that does not
// fit is refused with its place instead of stored as something else.
import type { DataType, ValueFormat } from '@nuvem/api-contract';

export interface QuickValueType {
  dataType: DataType;
  format: ValueFormat;
  sqlType: 'text' | 'numeric' | 'bigint' | 'date' | 'timestamptz' | 'boolean';
  /** The value as PostgreSQL reads it for sqlType, null for a blank, undefined when it does not fit. */
  read(value: string | number | boolean, decimalSeparator: string): string | null | undefined;
}

const INT32_MAX = 2 ** 31 - 1;
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?)?(Z|[+-](\d{2}):?(\d{2}))?$/;
/** The widest UTC offset in use (UTC+14, Kiribati), in minutes; PostgreSQL's own bound is 15:59. */
const MAX_OFFSET_MINUTES = 14 * 60;

/**
 * A decimal in the invariant form or with the locale's decimal comma (no thousands separators: ambiguous).
 * Written plainly it is kept digit for digit; with an exponent it is the double it gives (a Number is one),
 * so an exponent PostgreSQL's numeric cannot take (1e-99999999) is refused rather than read as 0.
 */
function readNumber(value: string | number | boolean, decimalSeparator: string): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const text =
    decimalSeparator === ',' && !value.includes('.') ? value.trim().replace(',', '.') : value.trim();
  const match = DECIMAL.exec(text);
  const number = Number(text);
  if (!match || !Number.isFinite(number)) return undefined;
  if (match[3] === undefined) return text;
  // Past a double's range, toward zero: digits that are not all zeros must not read as 0.
  if (number === 0 && /[1-9]/.test(match[1]!)) return undefined;
  return String(number);
}

function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An ISO 8601 date and time; without an offset it is read as UTC (zoned: its offset is required by type). */
function readDateTime(value: string, { zoned }: { zoned: boolean }): string | undefined {
  const match = DATE_TIME.exec(value.trim());
  if (!match || !isCalendarDate(match[1]!)) return undefined;
  const [
    ,
    date,
    hour = '00',
    minute = '00',
    second = '00',
    fraction = '',
    offset,
    offsetHours,
    offsetMinutes,
  ] = match;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return undefined;
  if (offsetHours !== undefined && offsetMinutes !== undefined) {
    const minutes = Number(offsetHours) * 60 + Number(offsetMinutes);
    if (Number(offsetMinutes) > 59 || minutes > MAX_OFFSET_MINUTES) return undefined;
  }
  if (zoned && !offset) return undefined;
  return `${date}T${hour}:${minute}:${second}${fraction}${offset ?? 'Z'}`;
}

const text = (value: string | number | boolean) => String(value);

const numberType = (format: ValueFormat): QuickValueType => ({
  dataType: 'number',
  format,
  sqlType: 'numeric',
  read: (value, separator) => {
    // A percentage may be written as one ('25%' is 0.25).
    if (format === 'percent' && typeof value === 'string' && value.trim().endsWith('%')) {
      const number = readNumber(value.trim().slice(0, -1), separator);
      return number === undefined ? undefined : String(Number(number) / 100);
    }
    return readNumber(value, separator);
  },
});

/** A whole number within ±max, in the integer format; summed like any number. */
const wholeNumber = (max: number): QuickValueType => ({
  dataType: 'number',
  format: 'integer',
  sqlType: 'bigint',
  read: (value) => {
    const written = typeof value === 'number' ? value : typeof value === 'string' ? value.trim() : NaN;
    if (typeof written === 'string' && !/^[+-]?\d+$/.test(written)) return undefined;
    const number = Number(written);
    return Number.isInteger(number) && Math.abs(number) <= max ? String(number) : undefined;
  },
});

export const quickValueTypes: Record<string, QuickValueType> = {
  Number: numberType('decimal'),
  Currency: numberType('currency'),
  Percentage: numberType('percent'),
  Int32: wholeNumber(INT32_MAX),
  // Not one of powerbi-models' names: a mashup document's Int64.Type.
  Int64: wholeNumber(Number.MAX_SAFE_INTEGER),
  Date: {
    dataType: 'date',
    format: 'date',
    sqlType: 'date',
    read: (value) => {
      if (typeof value !== 'string') return undefined;
      const dateTime = readDateTime(value, { zoned: false });
      // A date may come as a midnight date-time (Power BI writes dates so).
      return dateTime && /T00:00:00(\.0*)?Z$/.test(dateTime) ? dateTime.slice(0, 10) : undefined;
    },
  },
  DateTime: {
    dataType: 'dateTime',
    format: 'dateTime',
    sqlType: 'timestamptz',
    read: (value) => (typeof value === 'string' ? readDateTime(value, { zoned: false }) : undefined),
  },
  DateTimeZone: {
    dataType: 'dateTime',
    format: 'dateTime',
    sqlType: 'timestamptz',
    read: (value) => (typeof value === 'string' ? readDateTime(value, { zoned: true }) : undefined),
  },
  Time: {
    dataType: 'text',
    format: 'text',
    sqlType: 'text',
    read: (value) => {
      const match = typeof value === 'string' ? /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim()) : null;
      if (!match || Number(match[1]) > 23 || Number(match[2]) > 59 || Number(match[3] ?? 0) > 59)
        return undefined;
      return `${match[1]!.padStart(2, '0')}:${match[2]}:${match[3] ?? '00'}`;
    },
  },
  Duration: {
    dataType: 'text',
    format: 'text',
    sqlType: 'text',
    // Power Query's text form of a duration, d.hh:mm:ss, or ISO 8601's PnDTnHnMnS.
    read: (value) =>
      typeof value === 'string' &&
      (/^-?(\d+\.)?\d{1,2}:\d{2}:\d{2}(\.\d+)?$/.test(value.trim()) ||
        /^-?P(?=\d|T\d)(\d+D)?(T(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$/.test(value.trim()))
        ? value.trim()
        : undefined,
  },
  Text: { dataType: 'text', format: 'text', sqlType: 'text', read: text },
  Logical: {
    dataType: 'boolean',
    format: 'text',
    sqlType: 'boolean',
    read: (value) => {
      const word = String(value).trim().toLowerCase();
      if (word === 'true' || word === '1') return 'true';
      if (word === 'false' || word === '0') return 'false';
      return undefined;
    },
  },
};

/** The decimal separator of a locale ('pt-BR': ','), so '12,5' reads as 12.5 there; '.' is always read. */
export function decimalSeparatorOf(locale: string): string {
  try {
    return (
      new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
    );
  } catch {
    return '.';
  }
}

/** The type named so, if quick create takes it (own keys only: a name is the host's input). */
export const valueTypeNamed = (name: string): QuickValueType | undefined =>
  Object.hasOwn(quickValueTypes, name) ? quickValueTypes[name] : undefined;
