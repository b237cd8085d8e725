import type { Account } from '@nuvem/ui';
import { ADMIN_FEATURES } from '../permissions/adminFeatures';

/** What the menu's rules read (portal spec §2.6, §6). */
export interface MenuContext {
  /** GET /me `features`. */
  features: readonly string[];
  /** GET /me `featureFlags`. */
  featureFlags: readonly string[];
  /** The support type of the current environment; undefined with none selected. */
  supportType: Account['support_type'];
  /** GET /me `iaas_cancelling`: the IaaS account is being cancelled. */
  iaasCancelling: boolean;
  /** The marketplace rule of spec §6 (see `useMarketplaceAllowed`). */
  marketplaceAllowed: boolean;
}

/** A user who holds nothing: every gated entry is off. */
export const NO_MENU_ACCESS: MenuContext = {
  features: [],
  featureFlags: [],
  supportType: undefined,
  iaasCancelling: false,
  marketplaceAllowed: false,
};

/** A rule of the menu: whether an entry is enabled for this user and environment. */
export type MenuRule = (context: MenuContext) => boolean;

/**
 * True when the user holds `name` as a feature or a feature flag. As in `shellPermissionsOf`, a name
 * counts from either list (the spec names rev_home as both).
 */
export const holds = (context: MenuContext, name: string) =>
  context.features.includes(name) || context.featureFlags.includes(name);

/** The rule "holds any of these names". */
export const anyOf =
  (...names: readonly string[]): MenuRule =>
  (context) =>
    names.some((name) => holds(context, name));

/** Both rules. */
export const allOf =
  (...rules: readonly MenuRule[]): MenuRule =>
  (context) =>
    rules.every((rule) => rule(context));

export const always: MenuRule = () => true;
export const never: MenuRule = () => false;

/** Spec §6: holding any admin feature (the /admin/* allowance). */
export const isAdmin: MenuRule = anyOf(...ADMIN_FEATURES);
