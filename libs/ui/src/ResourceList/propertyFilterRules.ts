import {
  FILTER_OPERATORS,
  type FilterOperator,
  type FilterOption,
  type FilterToken,
} from './resourceListTypes';

/** A filterable property as the filter's text input knows it. */
export interface FilterProperty {
  field: string;
  label: string;
  operators: readonly FilterOperator[];
  options: readonly FilterOption[];
}

/** What a suggestion does when picked: start a token's value, or complete a token. */
export type FilterSuggestion =
  | { kind: 'property'; field: string; operator: FilterOperator; text: string }
  | { kind: 'token'; token: FilterToken; text: string }
  | { kind: 'freeText'; token: FilterToken; text: string };

export const DEFAULT_OPERATORS: readonly FilterOperator[] = ['=', '!='];

/** How an operator reads in the input and on a token ('!=' shows as ≠). */
export const operatorText = (operator: FilterOperator) =>
  operator === '!=' ? '≠' : operator === '!:' ? '∌' : operator;

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

// Longest first, so '!=' is not read as '!' then '='.
const TYPED_OPERATORS: readonly [string, FilterOperator][] = [
  ['!=', '!='],
  ['!:', '!:'],
  ['≠', '!='],
  ['∌', '!:'],
  ['=', '='],
  [':', ':'],
];

/** The typed text as a property, an operator and the start of a value, when it begins with a property's label. */
export function readFilterText(
  text: string,
  properties: readonly FilterProperty[],
): { property: FilterProperty; operator: FilterOperator; value: string } | null {
  const folded = fold(text.trimStart());
  // The longest label first: 'Região de DR' before 'Região'.
  const byLength = [...properties].sort((a, b) => b.label.length - a.label.length);
  for (const property of byLength) {
    const label = fold(property.label);
    if (!folded.startsWith(label)) continue;
    const rest = text.trimStart().slice(property.label.length).trimStart();
    const typed = TYPED_OPERATORS.find(([written]) => rest.startsWith(written));
    if (!typed || !property.operators.includes(typed[1])) continue;
    return { property, operator: typed[1], value: rest.slice(typed[0].length).trim() };
  }
  return null;
}

/** The value a typed value stands for: an option's value when it matches an option's label (or value). */
function valueOf(property: FilterProperty, typed: string): string {
  const option = property.options.find((o) => fold(o.label) === fold(typed) || fold(o.value) === fold(typed));
  return option ? option.value : typed;
}

/**
 * The suggestions for what is typed: the properties (with each operator) whose label contains it; once a
 * property and an operator are typed, the values it offers that contain the rest; and always the text itself
 * as a free-text search.
 */
export function filterSuggestions(
  text: string,
  properties: readonly FilterProperty[],
  freeTextLabel: (text: string) => string,
): FilterSuggestion[] {
  const read = readFilterText(text, properties);
  if (read) {
    const { property, operator, value } = read;
    const prefix = `${property.label} ${operatorText(operator)} `;
    const options = property.options.filter((o) => fold(o.label).includes(fold(value)));
    const suggestions: FilterSuggestion[] = options.map((o) => ({
      kind: 'token',
      token: { field: property.field, operator, value: o.value },
      text: prefix + o.label,
    }));
    if (value !== '' && !options.some((o) => fold(o.label) === fold(value)))
      suggestions.push({
        kind: 'token',
        token: { field: property.field, operator, value: valueOf(property, value) },
        text: prefix + value,
      });
    return suggestions;
  }
  const typed = fold(text.trim());
  const suggestions: FilterSuggestion[] = properties
    .filter((p) => typed === '' || fold(p.label).includes(typed))
    .flatMap((p) =>
      p.operators.map((operator): FilterSuggestion => ({
        kind: 'property',
        field: p.field,
        operator,
        text: `${p.label} ${operatorText(operator)} `,
      })),
    );
  if (text.trim() !== '')
    suggestions.push({
      kind: 'freeText',
      token: { field: '', operator: ':', value: text.trim() },
      text: freeTextLabel(text.trim()),
    });
  return suggestions;
}

/** The token the typed text makes on Enter: a complete `property operator value`, or free text. */
export function tokenOfText(text: string, properties: readonly FilterProperty[]): FilterToken | null {
  const read = readFilterText(text, properties);
  if (read && read.value !== '')
    return { field: read.property.field, operator: read.operator, value: valueOf(read.property, read.value) };
  const value = text.trim();
  return value === '' ? null : { field: '', operator: ':', value };
}

/** How a token reads on its chip: `Estado = Em execução`, or the free text in quotes. */
export function tokenText(token: FilterToken, properties: readonly FilterProperty[]): string {
  if (token.field === '') return `“${token.value}”`;
  const property = properties.find((p) => p.field === token.field);
  const value = property?.options.find((o) => o.value === token.value)?.label ?? token.value;
  return `${property?.label ?? token.field} ${operatorText(token.operator)} ${value}`;
}

export const isFilterOperator = (value: unknown): value is FilterOperator =>
  (FILTER_OPERATORS as readonly unknown[]).includes(value);
