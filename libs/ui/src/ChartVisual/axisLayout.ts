import type { VisualCell, VisualValueFormat } from '../model/visualData';

/** A label's width in pixels, at the chart's label font. */
export type MeasureText = (text: string) => number;

/** An average character of a 12px Roboto label: the width guess where no canvas can measure (unit tests). */
const CHAR_WIDTH = 6.5;
export const estimateTextWidth: MeasureText = (text) => text.length * CHAR_WIDTH;

/** The space kept between two labels side by side, in pixels. */
export const LABEL_GAP = 10;
/** The height of one line of a 12px label. */
export const LABEL_LINE_HEIGHT = 14;
/** The least room a bar needs for its label (a 12px line, set solid): thinner bars label every other one. */
const BAR_LABEL_SPACING = 12;
/** The widest a text category's label is drawn across a horizontal axis (slanted) before it is cut. */
export const SLANTED_LABEL_WIDTH = 96;
/**
 * The angles labels slant to when they fit neither side by side, skipped nor on two lines: the gentler one
 * while it keeps a line of text between neighbours, else the steeper (and then labels are skipped too).
 */
export const SLANT_ANGLES = [30, 45] as const;
/** The narrowest a wrapped label may be: below it a label would break into a column of syllables. */
const MIN_WRAP_WIDTH = 40;
/** The most value-axis intervals: a light grid, as a BI chart draws it. */
export const MAX_VALUE_SPLITS = 4;
/** The room a horizontal value-axis interval needs over the height of its label (value axes running up). */
const VALUE_SPLIT_HEIGHT = 36;
/** The room kept beside a value label on a value axis running across (bars). */
const VALUE_LABEL_SPACING = 24;

/** Steps between labelled months, so labels fall on the calendar's quarters and years. */
const MONTH_STEPS = [1, 2, 3, 4, 6, 12, 24, 60, 120];
/** Steps between labelled days: every day, every other day, weekly, fortnightly; beyond, months are labelled. */
const DAY_STEPS = [1, 2, 7, 14];

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

export interface CategoryAxisInput {
  /** What each category reads in full (the tooltip's title): 'nov. de 2024', 'Sudeste'. */
  labels: readonly string[];
  /** Each category's cell, when the axis has one category column; null with several (they are joined). */
  cells: readonly VisualCell[] | null;
  /** The format of that one category column. */
  format: VisualValueFormat | undefined;
  /** The shortest form of a value for the axis ('nov/24', '12/03'): ValueFormatter.axis. */
  axisText: (value: VisualCell, format: VisualValueFormat) => string;
  /** The axis's length in pixels; 0 before the chart is measured. */
  length: number;
  /** 'horizontal': categories across (columns, lines, areas); 'vertical': down (bars). */
  orientation: 'horizontal' | 'vertical';
  /** How wide a label may be before it is cut (bars: a share of the chart's width). */
  maxLabelWidth: number;
  measure?: MeasureText;
}

export interface CategoryAxisPlan {
  /** What the axis writes under each category (the compact form of dates and months). */
  texts: string[];
  /**
   * Which labels are drawn: 0 every one, n every (n+1)th from the first, or those the predicate keeps
   * (labels on the calendar's months). ECharts' `axisLabel.interval`.
   */
  interval: number | ((index: number) => boolean);
  /** Degrees the labels turn; 0 unless they fit no other way. */
  rotate: number;
  /** The label's box: longer labels are cut with an ellipsis ('truncate') or wrap onto two lines ('break'). */
  width: number | undefined;
  overflow: 'truncate' | 'break';
  /** How many lines a label takes (for the room under the axis). */
  lines: number;
}

const isCalendar = (format: VisualValueFormat | undefined): format is 'month' | 'date' | 'dateTime' =>
  format === 'month' || format === 'date' || format === 'dateTime';

/** A calendar cell's year and month as one count (months since year 0), or null. */
function monthOrdinal(cell: VisualCell): number | null {
  const match = typeof cell === 'string' ? ISO_DATE.exec(cell) : null;
  return match ? Number(match[1]) * 12 + Number(match[2]) - 1 : null;
}

/** The first step of `steps` at least `needed`, or `needed` itself beyond the last. */
const niceStep = (needed: number, steps: readonly number[]) =>
  steps.find((step) => step >= needed) ?? Math.ceil(needed);

/**
 * Labels on the calendar: the categories `candidate` keeps whose month falls on the step (January, April,
 * July, October for 3). A range too short to hold such a month labels its first category.
 */
function calendarInterval(
  months: readonly number[],
  step: number,
  candidate: (index: number) => boolean,
): (index: number) => boolean {
  const keep = (index: number) => candidate(index) && (months[index] ?? 0) % step === 0;
  const any = months.some((_, index) => keep(index));
  return any ? keep : (index) => index === 0;
}

/** Whether `text` wraps onto at most two lines of `width` pixels, breaking between words. */
export function fitsOnTwoLines(text: string, width: number, measure: MeasureText): boolean {
  const words = text.split(/\s+/).filter(Boolean);
  let lines = 1;
  let line = '';
  for (const word of words) {
    if (measure(word) > width) return false;
    const next = line ? `${line} ${word}` : word;
    if (measure(next) <= width) line = next;
    else {
      lines += 1;
      line = word;
    }
  }
  return lines <= 2;
}

/**
 * How a category axis writes its labels so they never collide, as Power BI does at any size:
 *
 * - dates and months are written short ('nov/24', '12/03'; the tooltip keeps the full form);
 * - every label is drawn when they fit side by side;
 * - an ordered axis (dates, months) then labels fewer points at a calendar rhythm: every 2, 3, 6 or 12
 *   months, every 2, 7 or 14 days, and past a fortnight the months of a daily axis;
 * - text categories (each names its bar) wrap onto two lines rather than lose labels;
 * - labels slant only when even that cannot fit, and are then cut at SLANTED_LABEL_WIDTH.
 *
 * A bar chart's categories run down: labels are cut at `maxLabelWidth` and skipped only when the bars
 * are thinner than a line of text.
 */
export function planCategoryAxis(input: CategoryAxisInput): CategoryAxisPlan {
  const { labels, cells, format, axisText, length, orientation, maxLabelWidth } = input;
  const measure = input.measure ?? estimateTextWidth;
  const n = labels.length;
  const calendar = cells !== null && isCalendar(format) && cells.every((cell) => monthOrdinal(cell) !== null);
  const texts = calendar && cells ? cells.map((cell) => axisText(cell, format)) : [...labels];
  const base = { texts, rotate: 0, width: undefined, overflow: 'truncate' as const, lines: 1 };

  if (orientation === 'vertical') {
    const slot = n > 0 && length > 0 ? length / n : Infinity;
    const step = slot >= BAR_LABEL_SPACING ? 1 : Math.ceil(BAR_LABEL_SPACING / slot);
    return { ...base, interval: step - 1, width: maxLabelWidth };
  }
  if (n === 0 || length <= 0) return { ...base, interval: 0 };

  const slot = length / n;
  const widest = Math.max(...texts.map(measure));
  // No set width when labels fit: ECharts widens a label's box to it for the overlap check.
  if (widest + LABEL_GAP <= slot) return { ...base, interval: 0 };

  const fitsTwo = (labelWidth: number) => length >= 2 * (labelWidth + LABEL_GAP);
  const slanted = (): CategoryAxisPlan => {
    // Slanted labels stand apart by slot·sin(angle): keep a line of text between them.
    const apartAt = (angle: number) => slot * Math.sin((angle * Math.PI) / 180);
    const angle = SLANT_ANGLES.find((a) => apartAt(a) >= LABEL_LINE_HEIGHT) ?? SLANT_ANGLES[1];
    const apart = apartAt(angle);
    const step = apart >= LABEL_LINE_HEIGHT ? 1 : Math.ceil(LABEL_LINE_HEIGHT / apart);
    return {
      ...base,
      interval: step - 1,
      rotate: angle,
      width: Math.min(SLANTED_LABEL_WIDTH, maxLabelWidth),
    };
  };

  if (calendar && cells) {
    const months = cells.map((cell) => monthOrdinal(cell)!);
    if (format === 'month') {
      if (!fitsTwo(widest)) return slanted();
      const step = niceStep((widest + LABEL_GAP) / slot, MONTH_STEPS);
      return { ...base, interval: calendarInterval(months, step, () => true) };
    }
    const dayStep = Math.ceil((widest + LABEL_GAP) / slot);
    if (format === 'date' && dayStep <= DAY_STEPS[DAY_STEPS.length - 1]!) {
      const step = niceStep(dayStep, DAY_STEPS);
      return { ...base, interval: step - 1 };
    }
    if (format === 'date') {
      // Past a fortnight a day label says little: the months are labelled, on their first day in the data.
      const monthTexts = cells.map((cell) => axisText(`${String(cell).slice(0, 7)}-01`, 'month'));
      const monthWidest = Math.max(...monthTexts.map(measure));
      const daysPerMonth = n / (new Set(months).size || 1);
      const step = niceStep((monthWidest + LABEL_GAP) / (slot * daysPerMonth), MONTH_STEPS);
      return {
        ...base,
        texts: monthTexts,
        interval: calendarInterval(
          months,
          step,
          (index) => index === 0 || months[index] !== months[index - 1],
        ),
      };
    }
    if (!fitsTwo(widest)) return slanted();
    return { ...base, interval: dayStep - 1 };
  }

  // Text categories: each labels its own column, so none is skipped while two lines can hold it.
  const wrapWidth = slot - LABEL_GAP;
  if (wrapWidth >= MIN_WRAP_WIDTH && texts.every((text) => fitsOnTwoLines(text, wrapWidth, measure)))
    return { ...base, interval: 0, width: wrapWidth, overflow: 'break', lines: 2 };
  return slanted();
}

/**
 * How many intervals a value axis is split into: fewer in a small chart, so its labels never run into each
 * other (ECharts rounds the interval to a nice number, and hides a label that would still collide).
 * `labelWidth` is the widest value label (for an axis running across).
 */
export function valueAxisSplits(
  length: number,
  orientation: 'horizontal' | 'vertical',
  labelWidth: number,
): number {
  if (length <= 0) return MAX_VALUE_SPLITS;
  const per = orientation === 'vertical' ? VALUE_SPLIT_HEIGHT : labelWidth + VALUE_LABEL_SPACING;
  return Math.max(1, Math.min(MAX_VALUE_SPLITS, Math.floor(length / per)));
}

/** The chart's legend: one line (it pages past its width, '1/3'). */
export const LEGEND_HEIGHT = 24;

/**
 * Whether the legend may be shown: it takes its own line above the plot and never covers it, so it goes
 * when the plot would be left less than half the chart's height (the tooltip still names each series).
 * `reserved` is what else the chart keeps off the plot (axis labels, margins). Unmeasured charts show it.
 */
export function legendFits(height: number, reserved: number): boolean {
  if (height <= 0) return true;
  return height - LEGEND_HEIGHT - reserved >= height / 2;
}

/** Line and area charts mark each point up to this many categories; past it points show on hover only. */
export const MAX_MARKED_POINTS = 36;
/** …and up to this many points in all (series × categories): a dozen marked lines would be a crowd. */
const MAX_MARKED_TOTAL = 72;
/** …and while a point has this much room across: closer, the marks run into each other. */
const MIN_MARK_SPACING = 12;

/**
 * Whether a line or area chart marks each point with a symbol: only a few dozen points with room between
 * them. Otherwise a point is marked when pointed at (the axis tooltip shows it).
 */
export function marksPoints(points: number, series: number, plotWidth: number): boolean {
  if (points > MAX_MARKED_POINTS || points * Math.max(1, series) > MAX_MARKED_TOTAL) return false;
  return plotWidth <= 0 || plotWidth / Math.max(1, points) >= MIN_MARK_SPACING;
}

/** A line's width in pixels: thinner as points crowd, so a long series reads as a line, not a smear. */
export const lineWidthFor = (points: number) =>
  points <= MAX_MARKED_POINTS ? 2 : points <= 120 ? 1.5 : 1.25;
