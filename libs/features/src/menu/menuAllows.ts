import type { NavEntry } from '@nuvem/ui';
import { menuTrailOf } from './menuTrailOf';

/**
 * Whether the user whose menu is `entries` may open `pathname`, the menu being the source of truth: a
 * path that belongs to a menu entry (its href or a sub-path, as the menu marks it) is open only when that
 * entry is enabled, i.e. shown to the user (spec §2.6); a path no entry leads to is left to the route.
 */
export function menuAllows(entries: readonly NavEntry[], pathname: string): boolean {
  const trail = menuTrailOf(entries, pathname);
  return !trail || trail.item.enabled;
}
