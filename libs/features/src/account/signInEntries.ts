import type { SignIn } from '@nuvem/api-contract';
import type { SignInEntry } from '@nuvem/ui';
import { deviceOf } from '@nuvem/ui';
import type { CollectionAccessors } from '../collection/applyCollection';

export const signInEntryOf = (signIn: SignIn): SignInEntry => ({
  id: signIn.id,
  userAgent: signIn.user_agent,
  ip: signIn.ip,
  startedAt: signIn.started_at,
  lastUsedAt: signIn.last_used_at,
  current: signIn.current,
});

/** How the sessions list filters and sorts in memory. */
export const signInAccessors: CollectionAccessors<SignInEntry> = {
  valueOf: (entry, field) => {
    switch (field) {
      case 'device':
        return `${deviceOf(entry.userAgent) ?? ''} ${entry.userAgent ?? ''}`;
      case 'ip':
        return entry.ip;
      case 'startedAt':
        return entry.startedAt;
      case 'lastUsedAt':
        return entry.lastUsedAt;
      default:
        return null;
    }
  },
  textOf: (entry) => [deviceOf(entry.userAgent), entry.userAgent, entry.ip].filter(Boolean).join(' '),
};
