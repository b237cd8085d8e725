import type { IamCatalogue, IamRoleList } from '@nuvem/api-contract';
import { iamEndpoints } from '@nuvem/api-contract/paths';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useMe } from '../session/useMe';
import { useSession } from '../session/useSession';
import { menuPlacesOf, type HeldNames } from './iamCatalogueView';

/** The SWR keys of the staff IAM data, per session (a new sign-in reads afresh). */
export const iamStaffKeys = {
  catalogue: (epoch: number) => [iamEndpoints.features.path, epoch] as const,
  roles: (epoch: number) => [iamEndpoints.roles.path, epoch] as const,
  users: (epoch: number) => [iamEndpoints.users.path, epoch] as const,
};

/** GET /iam/features (list_features), asked only when `allowed`. */
export function useIamCatalogue(allowed: boolean) {
  const session = useSession();
  const key = session.status === 'signedIn' && allowed ? iamStaffKeys.catalogue(session.epoch) : null;
  return useSWR(key, () => session.client.call<IamCatalogue>(iamEndpoints.features));
}

/** GET /iam/roles (list_roles for staff: every role), asked only when `allowed`. */
export function useIamRoles(allowed: boolean) {
  const session = useSession();
  const key = session.status === 'signedIn' && allowed ? iamStaffKeys.roles(session.epoch) : null;
  return useSWR(key, () => session.client.call<IamRoleList>(iamEndpoints.roles));
}

/** Every menu item's place, in the user's language. */
export function useMenuPlaces() {
  const { t } = useTranslation(FEATURES_NAMESPACE);
  return useMemo(() => menuPlacesOf((key) => t(key)), [t]);
}

const NONE: readonly string[] = [];

/**
 * What the viewer holds (GET /me): the grant rules let staff give, and put in a role, only what they hold.
 * The API decides; this shows its answer beforehand.
 */
export function useHeldNames(): { held: HeldNames; email: string | undefined } {
  const me = useMe().data;
  return useMemo(
    () => ({
      held: { features: new Set(me?.features ?? NONE), flags: new Set(me?.featureFlags ?? NONE) },
      email: me?.email,
    }),
    [me],
  );
}
