// The rules of building a visual by choosing fields (report authoring, as Power BI's fields and
// visualizations panes do it): which role a chosen field takes, which visual a field alone makes, what a
// visual keeps when its type changes, and where a new visual goes on the page. Pure: the actions apply them.
import type {
  Dataset,
  FieldRef,
  PageDefinition,
  VisualDefinition,
  VisualFields,
  VisualLayout,
  VisualType,
} from '@nuvem/api-contract';
import { fieldKey } from '@nuvem/api-contract/paths';
import { isChartType, isStaticVisual } from '../../data/visualQuery';

/** A field as the fields pane lists it: a table's column or measure. */
export type FieldChoice = { table: string; column: string } | { table: string; measure: string };

/** The wells of a visual, as the fields pane shows them. */
export type FieldWell = keyof VisualFields;

const MAX_LIST = 10;
const MAX_COLUMNS = 4;

/**
 * What a chosen field binds as: a measure as itself, a column of numbers (dataType number) summed (averaged
 * when it holds percentages), any other column (text, dates, whole numbers such as a year) as a grouping.
 * Undefined when the dataset has no such field.
 */
export function boundFieldOf(choice: FieldChoice, dataset: Dataset): FieldRef | undefined {
  const table = dataset.tables.find((candidate) => candidate.name === choice.table);
  if (!table) return undefined;
  if ('measure' in choice)
    return table.measures.some((measure) => measure.name === choice.measure)
      ? { table: choice.table, measure: choice.measure }
      : undefined;
  const column = table.columns.find((candidate) => candidate.name === choice.column);
  if (!column) return undefined;
  if (column.dataType !== 'number') return { table: choice.table, column: choice.column };
  // Percentages do not add up: a margin column is averaged.
  const aggregationFunction = column.format === 'percent' ? 'Avg' : 'Sum';
  return { table: choice.table, column: choice.column, aggregationFunction };
}

const isValue = (field: FieldRef) => 'measure' in field || 'aggregationFunction' in field;
const same = (a: FieldRef, b: FieldRef) => fieldKey(a) === fieldKey(b);
const boundIn = (fields: VisualFields): FieldRef[] => [
  ...(fields.category ?? []),
  ...(fields.series ? [fields.series] : []),
  ...(fields.columns ?? []),
  ...(fields.values ?? []),
];

/** The visual a field makes on its own: a card for a value, a table for anything else. */
export const typeForField = (field: FieldRef): VisualType => (isValue(field) ? 'card' : 'tableEx');

/** Whether fields can be added to this type of visual (not to a textbox or a button). */
export const takesFields = (type: VisualType) => !isStaticVisual({ type });

/**
 * The visual with the field added where Power BI's "add to the visual" puts it: values into values; a
 * grouping into the axis, then a chart's legend (not a pie's), a matrix's columns, or a table's further
 * columns. A card given a grouping becomes a column chart; a slicer shows one field, the last chosen. A field
 * already bound, or one more than a well holds, leaves the visual as it was.
 */
export function withField(visual: VisualDefinition, field: FieldRef): VisualDefinition {
  if (!takesFields(visual.type) || boundIn(visual.fields).some((bound) => same(bound, field))) return visual;
  const fields = visual.fields;
  if (visual.type === 'slicer') return isValue(field) ? visual : { ...visual, fields: { category: [field] } };
  if (isValue(field)) {
    const values = visual.type === 'card' ? [field] : [...(fields.values ?? []), field];
    return values.length > MAX_LIST ? visual : { ...visual, fields: { ...fields, values } };
  }
  const category = fields.category ?? [];
  if (visual.type === 'card')
    return { ...visual, type: 'clusteredColumnChart', fields: { ...fields, category: [field] } };
  if (category.length === 0) return { ...visual, fields: { ...fields, category: [field] } };
  if (
    isChartType(visual.type) &&
    !fields.series &&
    visual.type !== 'pieChart' &&
    visual.type !== 'donutChart'
  )
    return { ...visual, fields: { ...fields, series: field } };
  if (visual.type === 'pivotTable') {
    const columns = [...(fields.columns ?? []), field];
    return columns.length > MAX_COLUMNS ? visual : { ...visual, fields: { ...fields, columns } };
  }
  const grown = [...category, field];
  return grown.length > MAX_LIST ? visual : { ...visual, fields: { ...fields, category: grown } };
}

/** The visual without the field at `index` of `well`. */
export function withoutField(visual: VisualDefinition, well: FieldWell, index: number): VisualDefinition {
  const fields: VisualFields = { ...visual.fields };
  if (well === 'series') delete fields.series;
  else {
    const list = (fields[well] ?? []).filter((_, position) => position !== index);
    if (list.length > 0) fields[well] = list;
    else delete fields[well];
  }
  return { ...visual, fields };
}

/**
 * The fields a visual keeps when it becomes another type: a card one value; a slicer one grouping; a table
 * its groupings as columns; a chart its groupings on the axis and its legend (none on a pie); a matrix all.
 */
export function fieldsForType(fields: VisualFields, type: VisualType): VisualFields {
  const groupings = [
    ...(fields.category ?? []),
    ...(fields.series ? [fields.series] : []),
    ...(fields.columns ?? []),
  ];
  const values = fields.values ?? [];
  const some = <T extends object>(entries: T) =>
    Object.fromEntries(
      Object.entries(entries).filter(([, value]) =>
        Array.isArray(value) ? value.length > 0 : value !== undefined,
      ),
    ) as VisualFields;
  switch (type) {
    case 'textbox':
    case 'actionButton':
      return {};
    case 'card':
      return some({ values: values.slice(0, 1) });
    case 'slicer':
      return some({ category: groupings.slice(0, 1) });
    case 'tableEx':
      return some({ category: groupings.slice(0, MAX_LIST), values });
    case 'pivotTable':
      return fields;
    case 'pieChart':
    case 'donutChart':
      return some({ category: groupings.slice(0, 1), values });
    default:
      return some({ category: fields.category ?? [], series: fields.series, values });
  }
}

/** A new visual's size on the page: a card small, any other a quarter of a 1280 × 720 page or so. */
export function defaultSizeOf(type: VisualType): { width: number; height: number } {
  if (type === 'card' || type === 'actionButton') return { width: 240, height: 140 };
  if (type === 'slicer' || type === 'textbox') return { width: 240, height: 280 };
  return { width: 480, height: 300 };
}

const GAP = 16;

const overlaps = (a: Omit<VisualLayout, 'z' | 'displayState'>, b: VisualLayout) =>
  a.x < b.x + b.width + GAP &&
  b.x < a.x + a.width + GAP &&
  a.y < b.y + b.height + GAP &&
  b.y < a.y + a.height + GAP;

/**
 * Where a new visual goes: at the point it was dropped (kept inside the page), or else the first place,
 * reading row by row, where it overlaps no other visual; on a full page, cascaded from the top left. On top
 * of the others either way.
 */
export function layoutForNewVisual(
  page: PageDefinition,
  size: { width: number; height: number },
  at?: { x: number; y: number },
): VisualLayout {
  const width = Math.min(size.width, page.size.width);
  const height = Math.min(size.height, page.size.height);
  const z = Math.max(0, ...page.visuals.map((visual) => visual.layout.z)) + 1;
  const placed = (x: number, y: number): VisualLayout => ({
    x: Math.round(Math.min(Math.max(0, x), page.size.width - width)),
    y: Math.round(Math.min(Math.max(0, y), page.size.height - height)),
    z,
    width,
    height,
    displayState: { mode: 0 },
  });
  if (at) return placed(at.x - width / 2, at.y - height / 2);
  for (let y = GAP; y + height <= page.size.height; y += GAP)
    for (let x = GAP; x + width <= page.size.width; x += GAP) {
      const box = { x, y, width, height };
      if (!page.visuals.some((visual) => overlaps(box, visual.layout))) return placed(x, y);
    }
  const step = (page.visuals.length % 10) * 2 * GAP;
  return placed(GAP + step, GAP + step);
}
