import { SEARCH_MIN_LENGTH } from '@nuvem/ui';

/**
 * The text to send to GET /search/topologies, or null: spec §2.9, §5 search only a text longer than 4
 * characters (SEARCH_MIN_LENGTH), without its surrounding spaces.
 */
export function searchTextOf(text: string): string | null {
  const trimmed = text.trim();
  return trimmed.length > SEARCH_MIN_LENGTH ? trimmed : null;
}
