// The staff IAM screens' view of the API's answers: the catalogue's menu-entry ids as the menu names them,
// roles and users as the lists show them, and a role's checklist with the grant rules the API applies.
import type { IamCatalogue, IamRole, IamUser } from '@nuvem/api-contract';
import { customerGrantable } from '@nuvem/api-contract/paths';
import type {
  IamFeatureChoice,
  IamFeatureItem,
  IamMenuPlace,
  IamRoleItem,
  IamRoleScopeKind,
  IamStaffUserItem,
} from '@nuvem/ui';
import { PORTAL_MENU, type MenuEntryDefinition } from '../menu/portalMenuDefinition';
import type { MenuTranslate } from '../menu/portalMenuOf';

/** A menu entry as the catalogue shows it: where it sits ('IaaS › Calculadora'), its address, its section. */
export interface MenuPlace extends IamMenuPlace {
  area: string;
}

/** Every menu item by id, with its place in the menu (translated with `features:menu.*`). */
export function menuPlacesOf(
  t: MenuTranslate,
  definitions: readonly MenuEntryDefinition[] = PORTAL_MENU,
  trail: readonly string[] = [],
  places = new Map<string, MenuPlace>(),
): Map<string, MenuPlace> {
  for (const definition of definitions) {
    const label = 'brand' in definition.label ? definition.label.brand : t(`menu.${definition.label.key}`);
    const path = [...trail, label];
    if (definition.kind === 'group') menuPlacesOf(t, definition.children, path, places);
    else places.set(definition.id, { label: path.join(' › '), href: definition.href, area: path[0]! });
  }
  return places;
}

const placesOf = (ids: readonly string[], places: ReadonlyMap<string, MenuPlace>) =>
  ids.map((id) => places.get(id)).filter((place): place is MenuPlace => place !== undefined);

/**
 * The catalogue's area: the section of its first own entry (Alertify, opened with every admin feature,
 * counts last), '' for none.
 */
const areaOf = (opens: readonly MenuPlace[]) => (opens.at(-1) ?? opens[0])?.area ?? '';

/** The catalogue as Funcionalidades lists it, each entry with the roles holding it (when roles were read). */
export function iamFeatureItemsOf(
  catalogue: IamCatalogue,
  places: ReadonlyMap<string, MenuPlace>,
  roles: readonly IamRole[] | undefined,
): IamFeatureItem[] {
  return catalogue.entries.map((entry) => {
    const opens = placesOf(entry.opens, places);
    const holding = roles?.filter((role) =>
      (entry.kind === 'feature' ? role.features : role.flags).includes(entry.name),
    );
    return {
      name: entry.name,
      kind: entry.kind,
      area: areaOf(opens),
      opens: opens.map(({ label, href }) => ({ label, href })),
      customerGrantable: entry.customer_grantable,
      ...(holding ? { roles: holding.map((role) => ({ id: role.role_id, name: role.name })) } : {}),
    };
  });
}

/** The menu sections the catalogue opens, for the filter. */
export const areasOf = (items: readonly IamFeatureItem[]) => [
  ...new Set(items.map((item) => item.area).filter(Boolean)),
];

export const iamRoleItemOf = (role: IamRole): IamRoleItem => ({
  id: role.role_id,
  key: role.key,
  name: role.name,
  ...(role.description ? { description: role.description } : {}),
  scope: role.scope,
  builtIn: role.built_in,
  features: role.features,
  flags: role.flags,
  holders: role.grants,
});

/** What the viewer holds (GET /me's features and flags): staff's grants are theirs everywhere. */
export interface HeldNames {
  features: ReadonlySet<string>;
  flags: ReadonlySet<string>;
}

export const choiceId = (kind: 'feature' | 'flag', name: string) => `${kind}:${name}`;

export interface ChoiceRules {
  scope: IamRoleScopeKind;
  held: HeldNames;
  /** What the role holds before the edit (choice ids): taking those away is always allowed. */
  original: ReadonlySet<string>;
  reasons: { staffOnly: string; notHeld: string };
}

/**
 * The role's checklist with the API's rules of refuseRoleContent shown beforehand: a customer-scope role holds
 * no staff-only feature; a role gains only what the editor holds.
 */
export function iamFeatureChoicesOf(
  catalogue: IamCatalogue,
  places: ReadonlyMap<string, MenuPlace>,
  { scope, held, original, reasons }: ChoiceRules,
): IamFeatureChoice[] {
  return catalogue.entries.map((entry) => {
    const id = choiceId(entry.kind, entry.name);
    const opens = placesOf(entry.opens, places);
    const staffOnly = scope === 'customer' && entry.kind === 'feature' && !customerGrantable(entry.name);
    const holds = (entry.kind === 'feature' ? held.features : held.flags).has(entry.name);
    const refusedReason = staffOnly
      ? reasons.staffOnly
      : !holds && !original.has(id)
        ? reasons.notHeld
        : undefined;
    return {
      id,
      name: entry.name,
      kind: entry.kind,
      area: areaOf(opens),
      ...(opens.length > 0 ? { opens: opens.map((place) => place.label).join(', ') } : {}),
      ...(refusedReason ? { refusedReason } : {}),
    };
  });
}

/** Choice ids of a role's features and flags, and back. */
export const choiceIdsOf = (features: readonly string[], flags: readonly string[]) => [
  ...features.map((name) => choiceId('feature', name)),
  ...flags.map((name) => choiceId('flag', name)),
];
export function namesOfChoices(ids: readonly string[]) {
  const features: string[] = [];
  const flags: string[] = [];
  for (const id of ids) {
    const [kind, ...rest] = id.split(':');
    (kind === 'flag' ? flags : features).push(rest.join(':'));
  }
  return { features, flags };
}

/** The first feature or flag of a role the viewer does not hold (they may not give or take it), if any. */
export const notHeldOf = (role: Pick<IamRole, 'features' | 'flags'>, held: HeldNames) =>
  role.features.find((f) => !held.features.has(f)) ?? role.flags.find((f) => !held.flags.has(f));

export const iamStaffUserOf = (user: IamUser, selfEmail: string | undefined): IamStaffUserItem => ({
  id: user.user_id,
  name: user.full_name,
  email: user.email,
  kind: user.kind,
  globalRoles: user.global_roles.map((role) => ({ id: role.role_id, name: role.name })),
  environments: user.environments.map((environment) => ({
    cloudId: environment.cloud_id,
    roles: environment.roles.map((role) => ({ id: role.role_id, name: role.name })),
  })),
  isSelf: user.email === selfEmail,
});
