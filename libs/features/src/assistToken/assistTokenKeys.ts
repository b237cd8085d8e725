import { assistTokenEndpoints } from '@nuvem/api-contract/paths';
import type { SessionSnapshot } from '../session/createSession';

/**
 * The SWR key under which the token just generated for an environment is kept, per sign-in (see sessionKeys),
 * so every place that offers it (the top bar, the contact page) shows the same one. Nothing fetches it: the
 * API answers a token once, when it is generated.
 */
export const assistTokenKeys = {
  generated: ({ status, epoch }: SessionSnapshot, cloudId: string | undefined) =>
    status === 'signedIn' && cloudId ? ([assistTokenEndpoints.generate.path, epoch, cloudId] as const) : null,
} as const;
