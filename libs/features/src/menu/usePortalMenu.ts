import type { Account, NavEntry } from '@nuvem/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useMe } from '../session/useMe';
import { NO_MENU_ACCESS, type MenuContext } from './menuContext';
import { portalMenuOf } from './portalMenuOf';
import { useMarketplaceRule } from './useMarketplaceAllowed';

const NONE: readonly string[] = [];

/** The user's menu, and whether it is final (GET /me and the marketplace lookups have answered). */
export interface PortalMenuState {
  entries: NavEntry[];
  settled: boolean;
}

/**
 * The left menu (spec §2.6) for the signed-in user in the current environment: their features and flags
 * from GET /me, the environment's support type, the IaaS-cancelling state and the marketplace rule.
 */
export function usePortalMenu(environment: Account | undefined): NavEntry[] {
  return usePortalMenuState(environment).entries;
}

/** `usePortalMenu`, with whether the menu is final: a gate that reads it waits until then. */
export function usePortalMenuState(environment: Account | undefined): PortalMenuState {
  const { t } = useTranslation(FEATURES_NAMESPACE);
  const user = useMe().data;
  const marketplace = useMarketplaceRule(environment?.cloud_id, environment?.t_code);
  const marketplaceAllowed = marketplace.allowed;
  const supportType = environment?.support_type;
  const context = useMemo<MenuContext>(
    () =>
      user
        ? {
            features: user.features ?? NONE,
            featureFlags: user.featureFlags ?? NONE,
            supportType,
            iaasCancelling: user.iaas_cancelling ?? false,
            marketplaceAllowed,
          }
        : { ...NO_MENU_ACCESS, supportType },
    [user, supportType, marketplaceAllowed],
  );
  const entries = useMemo(() => portalMenuOf(context, t), [context, t]);
  return { entries, settled: !!user && marketplace.settled };
}
