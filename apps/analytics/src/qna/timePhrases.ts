// Phrases of time in a question ('mês passado', 'last 7 days', 'este año', 'em 2026'), read as the filter
// Power BI's Q&A would add: a relative date filter on the dataset's date, or its year.
import { models } from '@nuvem/embed';
import { questionWords } from './questionWords';

const Unit = models.RelativeDateFilterTimeUnit;
type UnitWord = 'day' | 'week' | 'month' | 'year';
const ROLLING: Record<UnitWord, number> = {
  day: Unit.Days,
  week: Unit.Weeks,
  month: Unit.Months,
  year: Unit.Years,
};
const CALENDAR: Record<UnitWord, number> = {
  day: Unit.Days,
  week: Unit.CalendarWeeks,
  month: Unit.CalendarMonths,
  year: Unit.CalendarYears,
};

export type TimePhrase =
  | { kind: 'relative'; operator: 0 | 1; count: number; unit: number; includeToday: boolean; length: number }
  | { kind: 'year'; year: number; length: number };

const set = (words: string) =>
  new Set(
    words
      .trim()
      .split(/\s+/)
      .flatMap((word) => questionWords(word)),
  );
// Before the unit ('last month', 'este mês') or after it ('mês passado', 'mes actual'): a word after a unit
// must not take the next phrase's word ('por mês este ano' is by month, this year).
const LAST_BEFORE = set('ultimo ultima ultimos ultimas last past previous');
const LAST_AFTER = set('passado passada pasado pasada anterior');
const THIS_BEFORE = set('este esta neste nesta this current');
const THIS_AFTER = set('atual actual corrente');
const UNITS = new Map<string, UnitWord>(
  (
    [
      ['dia dias day days', 'day'],
      ['semana semanas week weeks', 'week'],
      ['mes meses month months', 'month'],
      ['ano anos year years año años', 'year'],
    ] as const
  ).flatMap(([words, unit]) => [...set(words)].map((word) => [word, unit] as const)),
);
const TODAY = set('hoje today hoy');
const YESTERDAY = set('ontem yesterday ayer');

const relative = (operator: 0 | 1, count: number, unit: number, includeToday: boolean, length: number) =>
  ({ kind: 'relative', operator, count, unit, includeToday, length }) as const;

/** The time phrase that starts at `at` among the question's stemmed words, if one does. */
export function timePhraseAt(words: readonly string[], at: number): TimePhrase | undefined {
  const [first, second, third] = [words[at], words[at + 1], words[at + 2]];
  if (first === undefined) return undefined;
  if (TODAY.has(first)) return relative(1, 1, 0, true, 1);
  if (YESTERDAY.has(first)) return relative(0, 1, 0, false, 1);
  if (/^\d{4}$/.test(first) && Number(first) >= 1990 && Number(first) <= 2100) {
    return { kind: 'year', year: Number(first), length: 1 };
  }
  // 'últimos 7 dias', 'last 3 months': rolling units, today included.
  const rolling =
    LAST_BEFORE.has(first) && /^\d{1,3}$/.test(second ?? '') ? UNITS.get(third ?? '') : undefined;
  if (rolling) return relative(0, Number(second), ROLLING[rolling], true, 3);
  /** The unit of a two-word phrase, its word ahead of the unit ('last month') or behind it ('mês passado'). */
  const unitOf = (before: ReadonlySet<string>, after: ReadonlySet<string>) =>
    before.has(first) ? UNITS.get(second ?? '') : after.has(second ?? '') ? UNITS.get(first) : undefined;
  // 'mês passado', 'last month', 'el mes pasado': the whole calendar unit before this one.
  const last = unitOf(LAST_BEFORE, LAST_AFTER);
  if (last) return relative(0, 1, CALENDAR[last], false, 2);
  // 'este mês', 'this year', 'mês atual'.
  const current = unitOf(THIS_BEFORE, THIS_AFTER);
  return current && relative(1, 1, CALENDAR[current], true, 2);
}
