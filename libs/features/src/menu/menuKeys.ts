import { environmentEndpoints } from '@nuvem/api-contract/paths';
import type { SessionSnapshot } from '../session/createSession';

/** The SWR keys of the marketplace rule's lookups (spec §6), per sign-in (see sessionKeys). */
export const menuKeys = {
  contracts: ({ status, epoch }: SessionSnapshot, cloudId: string | undefined, asked: boolean) =>
    status === 'signedIn' && cloudId && asked
      ? ([environmentEndpoints.contracts.path, epoch, cloudId] as const)
      : null,
  tss: ({ status, epoch }: SessionSnapshot, tCode: string | undefined, asked: boolean) =>
    status === 'signedIn' && tCode && asked ? ([environmentEndpoints.tss.path, epoch, tCode] as const) : null,
} as const;
