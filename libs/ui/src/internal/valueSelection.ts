import type { VisualCell } from '../model/visualData';

/** Above this many values a value list gets a search box (Power BI shows one on demand; ours comes when needed). */
export const VALUE_SEARCH_FROM = 11;
/** The most values a list draws at once; a search narrows the rest. */
export const VALUE_LIST_MAX = 300;

/** Text folded for search: case and accents ignored, so 'sao' finds 'São Paulo'. */
export const foldForSearch = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

export const includesValue = (values: readonly VisualCell[], value: VisualCell) =>
  values.some((v) => v === value);

/** A value checked or unchecked: added or removed, the others kept in the slicer's order. */
export function toggleValue(
  all: readonly VisualCell[],
  selected: readonly VisualCell[],
  value: VisualCell,
): VisualCell[] {
  const next = includesValue(selected, value) ? selected.filter((v) => v !== value) : [...selected, value];
  return all.filter((v) => includesValue(next, v));
}

/**
 * 'Selecionar tudo' over the values in view (all, or those a search left): when every one is selected it
 * unselects them; otherwise it selects them, keeping what was selected outside the view.
 */
export function toggleAll(
  all: readonly VisualCell[],
  selected: readonly VisualCell[],
  visible: readonly VisualCell[],
): VisualCell[] {
  const everyVisible = visible.every((v) => includesValue(selected, v));
  const next = everyVisible
    ? selected.filter((v) => !includesValue(visible, v))
    : [...selected, ...visible.filter((v) => !includesValue(selected, v))];
  return all.filter((v) => includesValue(next, v));
}
