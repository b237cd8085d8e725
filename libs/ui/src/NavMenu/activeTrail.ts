import type { NavEntry } from '../model/navigation';

/** Which item is the current page, and the groups (outermost first) that contain it. */
export interface ActiveTrail {
  itemId: string | null;
  groupIds: string[];
}

/** True when `href` is `path` itself or one of its ancestors, matched on whole path segments. */
export function hrefMatchesPath(href: string, path: string): boolean {
  const base = href.replace(/\/+$/, '');
  if (base === '') return path === '/' || path === '';
  return path === base || path.startsWith(`${base}/`);
}

interface Candidate extends ActiveTrail {
  itemId: string;
  hrefLength: number;
}

function candidates(entries: readonly NavEntry[], path: string, groupIds: string[]): Candidate[] {
  return entries.flatMap((entry): Candidate[] => {
    if (entry.kind === 'group') return candidates(entry.children, path, [...groupIds, entry.id]);
    if (entry.external || !hrefMatchesPath(entry.href, path)) return [];
    return [{ itemId: entry.id, groupIds, hrefLength: entry.href.replace(/\/+$/, '').length }];
  });
}

/**
 * Finds the item to mark as the current page for `currentPath`: the internal link whose href is the path or
 * its closest ancestor (so /iaas/virtual-machines/vm-1 marks /iaas/virtual-machines). The longest match
 * wins; on a tie the first in menu order. External links never match; query and hash are ignored.
 */
export function activeTrail(entries: readonly NavEntry[], currentPath: string): ActiveTrail {
  const path = currentPath.split(/[?#]/)[0] ?? '';
  let best: Candidate | undefined;
  for (const candidate of candidates(entries, path, [])) {
    if (!best || candidate.hrefLength > best.hrefLength) best = candidate;
  }
  return best ? { itemId: best.itemId, groupIds: best.groupIds } : { itemId: null, groupIds: [] };
}
