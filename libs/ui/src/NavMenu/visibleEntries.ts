import type { NavEntry } from '../model/navigation';

/**
 * The menu as the user sees it (portal spec §2.6): an item shows only if enabled; a group shows only if at
 * least one of its children, at any depth, is visible. Hidden children are dropped, so a returned group
 * never holds a disabled item or an empty group. The input is not modified.
 */
export function visibleEntries(entries: readonly NavEntry[]): NavEntry[] {
  const visible: NavEntry[] = [];
  for (const entry of entries) {
    if (entry.kind === 'item') {
      if (entry.enabled) visible.push(entry);
      continue;
    }
    const children = visibleEntries(entry.children);
    if (children.length > 0) visible.push({ ...entry, children });
  }
  return visible;
}
