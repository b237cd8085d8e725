import { SEARCH_MIN_LENGTH } from './globalSearchLimits';

/**
 * The text to search for, or null while it is too short: the trimmed text must be longer than
 * SEARCH_MIN_LENGTH characters (portal spec §2.9, §5). Surrounding spaces never count.
 */
export function searchableQuery(text: string): string | null {
  const trimmed = text.trim();
  return trimmed.length > SEARCH_MIN_LENGTH ? trimmed : null;
}

/** True when the user has started typing but the text is still too short to be searched. */
export function needsMoreCharacters(text: string): boolean {
  const length = text.trim().length;
  return length > 0 && length <= SEARCH_MIN_LENGTH;
}
