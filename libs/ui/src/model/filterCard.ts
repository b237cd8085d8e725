import type { VisualCell, VisualValueFormat } from './visualData';

/**
 * A report's filters as the filter pane shows and edits them. The frame maps powerbi-models filters
 * (basic, advanced, top N, relative date) to these cards and the pane's answers back: names follow the
 * models' (operators, time units), so the mapping is one-to-one.
 */

/** Where a filter applies: 'Filtros neste visual', 'Filtros nesta página', 'Filtros em todas as páginas'. */
export type FilterLevel = 'visual' | 'page' | 'report';

/** A field as the viewer reads it. */
export interface FilterField {
  /** Stable key of the field (fieldKey of its target). */
  key: string;
  /** The field's caption or the filter's displaySettings.displayName: 'Região'. */
  label: string;
  format: VisualValueFormat;
}

/** powerbi-models' advanced condition operators, less 'None' (an unset condition is left out). */
export type AdvancedFilterOperator =
  | 'LessThan'
  | 'LessThanOrEqual'
  | 'GreaterThan'
  | 'GreaterThanOrEqual'
  | 'Contains'
  | 'DoesNotContain'
  | 'StartsWith'
  | 'DoesNotStartWith'
  | 'Is'
  | 'IsNot'
  | 'IsBlank'
  | 'IsNotBlank'
  | 'IsEmptyString'
  | 'IsNotEmptyString';

export interface AdvancedFilterCondition {
  operator: AdvancedFilterOperator;
  /** Absent for the operators that take none (IsBlank…). Dates as ISO strings. */
  value?: string | number | boolean;
}

/** powerbi-models' RelativeDateOperators, by name. */
export type RelativeDateOperator = 'InLast' | 'InThis' | 'InNext';

/** powerbi-models' RelativeDateFilterTimeUnit, by name. */
export type RelativeDateUnit =
  'Days' | 'Weeks' | 'CalendarWeeks' | 'Months' | 'CalendarMonths' | 'Years' | 'CalendarYears';

/** What a filter keeps: the plain description the pane shows, edits and hands back. */
export type FilterCondition =
  /** No filter on the field ('é (Tudo)'). */
  | { kind: 'all' }
  | { kind: 'basic'; operator: 'In' | 'NotIn'; values: VisualCell[]; requireSingleSelection?: boolean }
  | { kind: 'advanced'; logicalOperator: 'And' | 'Or'; conditions: AdvancedFilterCondition[] }
  | { kind: 'topN'; operator: 'Top' | 'Bottom'; itemCount: number; orderBy: FilterField }
  | {
      kind: 'relativeDate';
      operator: RelativeDateOperator;
      /** Ignored by 'InThis'. */
      timeUnitsCount: number;
      timeUnit: RelativeDateUnit;
      includeToday: boolean;
    };

export type FilterKind = FilterCondition['kind'];

export interface FilterCardModel {
  /** Stable id the frame gives the filter (its level and target). */
  id: string;
  level: FilterLevel;
  field: FilterField;
  condition: FilterCondition;
  /** displaySettings.isLockedInViewMode: shown with a lock, read-only. */
  locked?: boolean;
  /** displaySettings.isHiddenInViewMode: not shown at all. */
  hidden?: boolean;
  /** The field's values for basic filtering's checkbox list (the frame queries them). */
  availableValues?: VisualCell[];
}
