import type { Embed } from './embed';
import { ask } from './reportNode';
import { bodyOfCall } from './responses';

/** Whether the embed has no unsaved changes (the frame answers the opposite question). */
export async function isSavedInternal(embed: Embed): Promise<boolean> {
  return !(await bodyOfCall(ask<boolean>(embed, 'get', '/report/hasUnsavedChanges')));
}
