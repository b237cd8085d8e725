// The staff IAM screens (issue 31): the catalogue of features and flags, roles as sets of them, users and the
// roles they hold. Shapes as the screens show them; libs/features makes them from the API's answers.

export type IamCatalogueKind = 'feature' | 'flag';
export type IamRoleScopeKind = 'customer' | 'staff';

/** A menu entry a feature opens: where it sits in the menu ('Administração › IAM › Perfis') and its address. */
export interface IamMenuPlace {
  label: string;
  href: string;
}

/** A role named somewhere (a feature's holders, a user's roles). */
export interface IamRoleRefItem {
  id: string;
  name: string;
}

/** One entry of the catalogue: a feature or a flag, what it opens, and the roles that hold it. */
export interface IamFeatureItem {
  /** The name roles hold (its key), e.g. menu_iaas. */
  name: string;
  kind: IamCatalogueKind;
  /** The menu's top-level section of what it opens ('IaaS', 'Administração'); '' when it opens no entry. */
  area: string;
  opens: readonly IamMenuPlace[];
  /** A customer-scope role may hold it; false: provider staff only. */
  customerGrantable: boolean;
  /** The roles holding it; undefined when the viewer may not read roles. */
  roles?: readonly IamRoleRefItem[];
}

/** A role as the Perfis list shows it. */
export interface IamRoleItem {
  id: string;
  key: string;
  name: string;
  description?: string;
  scope: IamRoleScopeKind;
  builtIn: boolean;
  features: readonly string[];
  flags: readonly string[];
  /** How many (user, environment) grants hold it. */
  holders: number;
}

/** A feature or flag offered in a role's checklist; one the editor may not add says why. */
export interface IamFeatureChoice {
  /** `${kind}:${name}`: a name may be a feature and a flag at once (rev_home). */
  id: string;
  name: string;
  kind: IamCatalogueKind;
  /** The checklist's group: the menu section it opens, or '' (grouped as 'Outras'). */
  area: string;
  /** What it opens, said in a line ('IaaS › Calculadora, IaaS › Máquinas virtuais'). */
  opens?: string;
  /** Why it cannot be added here (staff only in a customer role, not held by the editor). */
  refusedReason?: string;
}

/** A user with their roles: global staff roles, and customer roles per environment. */
export interface IamStaffUserItem {
  id: string;
  name: string;
  email: string;
  kind: 'customer' | 'partner' | 'staff';
  globalRoles: readonly IamRoleRefItem[];
  environments: readonly { cloudId: string; roles: readonly IamRoleRefItem[] }[];
  /** The viewer: nobody changes their own roles. */
  isSelf?: boolean;
}
