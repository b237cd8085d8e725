/**
 * Which groups of the menu are expanded. Only one top-level group is open at a time (portal spec §2.6);
 * nested groups open and close on their own.
 */
export interface OpenGroups {
  top: string | null;
  nested: readonly string[];
}

/** The groups to open for the current page: those that contain the active item, outermost first. */
export function openGroupsFor(activeGroupIds: readonly string[]): OpenGroups {
  const [top = null, ...nested] = activeGroupIds;
  return { top, nested };
}

/** Opens or closes a group. Opening a top-level group closes the one that was open. */
export function toggleGroup(state: OpenGroups, id: string, topLevel: boolean): OpenGroups {
  if (topLevel) return { ...state, top: state.top === id ? null : id };
  const nested = state.nested.includes(id) ? state.nested.filter((n) => n !== id) : [...state.nested, id];
  return { ...state, nested };
}

export function isGroupOpen(state: OpenGroups, id: string): boolean {
  return state.top === id || state.nested.includes(id);
}
