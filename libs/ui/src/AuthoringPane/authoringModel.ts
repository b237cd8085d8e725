/**
 * Report authoring as the authoring pane shows it (Power BI's visualizations and fields panes): the visual
 * types offered, the dataset's fields by table, and the selected visual's fields by well. Keys are the
 * frame's (fieldKey of a field); the pane only hands them back.
 */

/** The visual types the pane offers, by Power BI's names (the frame's VisualType). */
export const AUTHORING_VISUAL_TYPES = [
  'clusteredBarChart',
  'clusteredColumnChart',
  'lineChart',
  'areaChart',
  'pieChart',
  'donutChart',
  'card',
  'tableEx',
  'pivotTable',
  'slicer',
  'textbox',
  'actionButton',
] as const;
export type AuthoringVisualType = (typeof AUTHORING_VISUAL_TYPES)[number];

/** What a field is, for its icon: a measure, a column of numbers (summed), a date, any other column. */
export type AuthoringFieldKind = 'measure' | 'number' | 'date' | 'text';

export interface AuthoringField {
  key: string;
  label: string;
  kind: AuthoringFieldKind;
}

export interface AuthoringTable {
  name: string;
  label: string;
  fields: readonly AuthoringField[];
}

/** The wells of a visual: its axis or rows, legend, matrix columns, and values. */
export type AuthoringWell = 'category' | 'series' | 'columns' | 'values';

export interface AuthoringSelection {
  type: AuthoringVisualType;
  /** The visual's title, or a name for it when it has none. */
  title: string;
  /** The fields bound in each well, in order: their key and label. */
  fields: Partial<Record<AuthoringWell, readonly { key: string; label: string }[]>>;
}

/** The drag data type of a field dragged from the pane: its key. Canvas drop targets accept it. */
export const FIELD_DRAG_TYPE = 'application/x-nuvem-field';

/** The wells a visual type shows, in Power BI's order (a textbox and a button have none). */
export function wellsOf(type: AuthoringVisualType): AuthoringWell[] {
  switch (type) {
    case 'textbox':
    case 'actionButton':
      return [];
    case 'card':
      return ['values'];
    case 'slicer':
      return ['category'];
    case 'pieChart':
    case 'donutChart':
    case 'tableEx':
      return ['category', 'values'];
    case 'pivotTable':
      return ['category', 'columns', 'values'];
    default:
      return ['category', 'series', 'values'];
  }
}
