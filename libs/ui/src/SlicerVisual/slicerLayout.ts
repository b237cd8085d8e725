import type { VisualCell } from '../model/visualData';
import { includesValue, VALUE_SEARCH_FROM } from '../internal/valueSelection';

/**
 * How a slicer lays itself out: 'expanded' is Power BI's vertical list (a checkbox per value) or the date
 * range's two fields over a slider; 'compact' is its dropdown style, one line: the list as a field that opens
 * the checkboxes, the dates as two fields side by side. 'auto' picks by the box's size.
 */
export type SlicerLayout = 'auto' | 'expanded' | 'compact';

/** The slicer's header line: its title and 'Limpar seleções'. */
export const SLICER_HEADER_HEIGHT = 32;
/** A checkbox row of the value list. */
export const SLICER_ROW_HEIGHT = 28;
/** The list's search box and the gap under it. */
const SEARCH_HEIGHT = 44;
/** The gap between the header and the list. */
const LIST_GAP = 4;
/** An expanded list shows at least this many rows (values, and 'Selecionar tudo'), or all it has. */
export const MIN_LIST_ROWS = 3;

/** A date field of the expanded range, its least width and height; the two sit side by side when both fit. */
const DATE_FIELD_WIDTH = 140;
const DATE_FIELD_HEIGHT = 40;
/** The gaps of the expanded range (under the header, between the fields, above the slider). */
const DATE_GAP = 12;
const DATE_FIELDS_GAP = 8;
/** The slider with its first and last dates under it. */
const DATE_SLIDER_HEIGHT = 55;

/** The least height an expanded list needs: its header, the search box if any, and MIN_LIST_ROWS rows. */
export function expandedListHeight(valueCount: number, singleSelect: boolean): number {
  const rows = Math.max(1, Math.min(valueCount + (singleSelect ? 0 : 1), MIN_LIST_ROWS));
  const search = valueCount >= VALUE_SEARCH_FROM ? SEARCH_HEIGHT : 0;
  return SLICER_HEADER_HEIGHT + LIST_GAP + search + rows * SLICER_ROW_HEIGHT;
}

/** The height an expanded date range takes at `width`: its fields side by side, or one under the other. */
export function expandedDateRangeHeight(width: number): number {
  const sideBySide = width >= 2 * DATE_FIELD_WIDTH + DATE_FIELDS_GAP;
  const fields = sideBySide ? DATE_FIELD_HEIGHT : 2 * DATE_FIELD_HEIGHT + DATE_FIELDS_GAP;
  return SLICER_HEADER_HEIGHT + DATE_GAP + fields + DATE_GAP + DATE_SLIDER_HEIGHT;
}

export interface SlicerLayoutInput {
  /** What the slicer's `layout` prop asks for. */
  requested: SlicerLayout;
  mode: 'list' | 'dateRange';
  /** The slicer's box, in CSS pixels (0 × 0 before it is measured). */
  width: number;
  height: number;
  valueCount: number;
  singleSelect: boolean;
}

/**
 * The layout a slicer takes: the one its prop forces, or, for 'auto', the expanded one while its box holds it
 * and the compact one when the box is too short (Power BI's dropdown). An unmeasured box is expanded.
 */
export function slicerLayoutOf(input: SlicerLayoutInput): 'expanded' | 'compact' {
  if (input.requested !== 'auto') return input.requested;
  if (input.height <= 0) return 'expanded';
  const needed =
    input.mode === 'dateRange'
      ? expandedDateRangeHeight(input.width)
      : expandedListHeight(input.valueCount, input.singleSelect);
  return input.height >= needed ? 'expanded' : 'compact';
}

/** A compact date field's least width (a 'dd/mm/aaaa' date and the picker's icon). */
const COMPACT_DATE_WIDTH = 100;
/** Around the two compact dates: the outline's padding, the dash between them and 'Limpar seleções'. */
const COMPACT_DATE_CHROME = 58;

/**
 * How a compact date range fits its width: both dates on the line ('inline'), or, narrower, a line saying
 * the range that opens the fields ('dropdown'). An unmeasured box is inline.
 */
export function compactDateLayoutOf(width: number): 'inline' | 'dropdown' {
  return width <= 0 || width >= 2 * COMPACT_DATE_WIDTH + COMPACT_DATE_CHROME ? 'inline' : 'dropdown';
}

/** What a closed dropdown says of the choice: 'Todos' (nothing, or everything), the one value, or how many. */
export type SlicerSummary =
  { kind: 'all' } | { kind: 'one'; value: VisualCell } | { kind: 'some'; count: number };

export function slicerSummaryOf(
  values: readonly VisualCell[],
  selected: readonly VisualCell[],
): SlicerSummary {
  const chosen = values.filter((value) => includesValue(selected, value));
  if (chosen.length === 0 || chosen.length === values.length) return { kind: 'all' };
  if (chosen.length === 1) return { kind: 'one', value: chosen[0]! };
  return { kind: 'some', count: chosen.length };
}
