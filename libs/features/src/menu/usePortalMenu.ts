import type { Account, NavEntry } from '@nuvem/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FEATURES_NAMESPACE } from '../i18n/featuresResources';
import { useMe } from '../session/useMe';
import { NO_MENU_ACCESS, type MenuContext } from './menuContext';
import { portalMenuOf } from './portalMenuOf';
import { useMarketplaceAllowed } from './useMarketplaceAllowed';

const NONE: readonly string[] = [];

/**
 * The left menu (spec §2.6) for the signed-in user in the current environment: their features and flags
 * from GET /me, the environment's support type, the IaaS-cancelling state and the marketplace rule.
 */
export function usePortalMenu(environment: Account | undefined): NavEntry[] {
  const { t } = useTranslation(FEATURES_NAMESPACE);
  const user = useMe().data;
  const marketplaceAllowed = useMarketplaceAllowed(environment?.cloud_id, environment?.t_code);
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
  return useMemo(() => portalMenuOf(context, t), [context, t]);
}
