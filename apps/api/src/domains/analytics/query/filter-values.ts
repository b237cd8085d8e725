// A filter's values checked against the type of the field they are compared with, and handed to SQL as typed
// parameters. A value of the wrong type is 400 validation_failed here, never an error from PostgreSQL.
import type { DataType, PrimitiveValue } from '@nuvem/api-contract';
import { invalidField } from './resolved-field';
import type { SqlParams } from './sql-params';

const casts: Record<DataType, string> = {
  text: 'text',
  integer: 'int8',
  number: 'numeric',
  date: 'date',
  dateTime: 'timestamptz',
  boolean: 'boolean',
};

// Dates arrive as ISO strings (a Date posted as JSON): '2026-03-01', or with a time ('2026-03-01T03:00:00.000Z').
const isoDate = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The value as the text of a parameter of the type, or undefined when it does not fit. */
function textOf(dataType: DataType, value: PrimitiveValue): string | undefined {
  switch (dataType) {
    case 'text':
      return typeof value === 'string' ? value : undefined;
    case 'integer':
      return typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : undefined;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
    case 'boolean':
      return typeof value === 'boolean' ? String(value) : undefined;
    case 'date': {
      const match = typeof value === 'string' ? isoDate.exec(value) : null;
      if (!match || !isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]))) return undefined;
      // Compared as a date: the calendar day written, whatever time and zone follow it.
      return value.toString().slice(0, 10);
    }
    case 'dateTime': {
      const match = typeof value === 'string' ? isoDate.exec(value) : null;
      if (!match || !isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]))) return undefined;
      const time = Date.parse(value as string);
      return Number.isNaN(time) ? undefined : new Date(time).toISOString();
    }
  }
}

/** A checked value: its text and the type PostgreSQL reads it as. */
export interface TypedValue {
  text: string;
  cast: string;
}

/** The value checked against the type; 400 validation_failed naming the field when it does not fit. */
export function typedValue(key: string, dataType: DataType, value: PrimitiveValue): TypedValue {
  const text = textOf(dataType, value);
  if (text === undefined) throw invalidField(key, `${JSON.stringify(value)} is not a ${dataType} value`);
  return { text, cast: casts[dataType] };
}

/** `$n::type` holding the value. */
export function valueParam(params: SqlParams, value: TypedValue): string {
  return params.add(value.text, value.cast);
}

/** `$n::type[]` holding the values, all of one type. */
export function valueListParam(params: SqlParams, dataType: DataType, values: readonly TypedValue[]): string {
  return params.add(
    values.map((value) => value.text),
    `${casts[dataType]}[]`,
  );
}
