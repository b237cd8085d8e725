import { activeTrail, type NavEntry, type NavGroup, type NavItem } from '@nuvem/ui';

/** The menu entry of a page and the groups above it, for the page's title and breadcrumb. */
export interface MenuTrail {
  /** The item whose href is the path or its closest ancestor. */
  item: NavItem;
  /** The groups holding it, outermost first (empty for a top-level item). */
  groups: NavGroup[];
}

/**
 * The menu entry for `pathname` (as the menu marks it: `activeTrail` of @nuvem/ui), with its groups; null
 * when no entry matches. Disabled entries count: a page's name does not depend on who may see its link.
 */
export function menuTrailOf(entries: readonly NavEntry[], pathname: string): MenuTrail | null {
  const { itemId, groupIds } = activeTrail(entries, pathname);
  if (itemId === null) return null;
  const groups: NavGroup[] = [];
  let level: readonly NavEntry[] = entries;
  for (const groupId of groupIds) {
    const group = level.find((entry): entry is NavGroup => entry.kind === 'group' && entry.id === groupId);
    if (!group) return null;
    groups.push(group);
    level = group.children;
  }
  const item = level.find((entry): entry is NavItem => entry.kind === 'item' && entry.id === itemId);
  return item ? { item, groups } : null;
}
