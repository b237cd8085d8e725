import type { ReactNode } from 'react';

/**
 * How a property filter token compares: equals, differs, contains, does not contain (Cloudscape's property
 * filter operators, written the way a user types them).
 */
export const FILTER_OPERATORS = ['=', '!=', ':', '!:'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** One condition of the property filter: `Estado = Em execução`; a free-text token has field ''. */
export interface FilterToken {
  field: string;
  operator: FilterOperator;
  value: string;
}

export interface ListSort {
  field: string;
  direction: 'asc' | 'desc';
}

export type ListDensity = 'comfortable' | 'compact';

/** What a user chose for a list and keeps across visits (the server keeps it per user). */
export interface ListPreferences {
  /** Ids of the columns shown, in the list's column order. */
  visibleColumns: readonly string[];
  density: ListDensity;
  pageSize: number;
}

/** A value a filterable column offers, with its label in the user's language. */
export interface FilterOption {
  value: string;
  label: string;
}

export interface ResourceListColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  sortable?: boolean;
  /** Offered by the property filter: its operators (= and != by default) and the values it suggests. */
  filter?: { operators?: readonly FilterOperator[]; options?: readonly FilterOption[] };
  /** The cell names the row (a row header for screen readers). */
  rowHeader?: boolean;
  /** Always shown: the preferences dialog cannot hide it. */
  required?: boolean;
}

/** What the list shows besides its rows: skeleton rows while loading, or the failure. */
export type ResourceListState =
  | { status: 'loading' }
  | {
      status: 'error';
      /** Already translated (the API's error), shown as is. */
      message: string;
    }
  | {
      status: 'ready';
      /** The rows shown are the last choice's while the new one (a filter, a page) loads. */
      updating?: boolean;
    };
