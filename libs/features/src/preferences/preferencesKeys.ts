import type { PreferenceNamespace } from '@nuvem/api-contract';
import { preferenceEndpoints } from '@nuvem/api-contract/paths';
import type { SessionSnapshot } from '../session/createSession';

/**
 * The SWR key of one of the user's own (global) preferences, per sign-in (see sessionKeys); null when signed
 * out. The user-preferences screen and the 'Cadastro incompleto' check read `phones` through the same key, so
 * a save there answers the check at once.
 */
export const preferencesKeys = {
  of: ({ status, epoch }: SessionSnapshot, namespace: PreferenceNamespace) =>
    status === 'signedIn' ? ([preferenceEndpoints.get.path, epoch, namespace] as const) : null,
} as const;
