import { ssoEndpoints, userEndpoints } from '@nuvem/api-contract/paths';

/**
 * What a page's first screen draws from, by SWR key (its first element): the user (GET /me) and, signed out,
 * whether single sign-on is on (the sign-in page's button). Every other request, the environment's
 * topologies too (the menu shows its skeleton meanwhile, spec §2.6), waits until that screen is on screen
 * (createFirstScreenGate).
 */
export const FIRST_SCREEN_KEYS: readonly string[] = [userEndpoints.me.path, ssoEndpoints.status.path];
