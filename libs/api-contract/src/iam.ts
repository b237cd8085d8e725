// Access (issue 31, portal spec §6): features and flags are granted through roles only. A role is a named set
// of them, of scope 'customer' (given to a user on one of a customer's environments) or 'staff' (given
// globally to provider staff). Nobody grants more than they hold (the API's grant rules).
import { Type, type Static } from 'typebox';
import { collectionPageSchema, CollectionQuerySchema } from './collection-query-schema';
import { CloudIdSchema } from './environments';
export { iamEndpoints } from './endpoints';
export * from './iam-features';

export const iamRoleScopes = ['customer', 'staff'] as const;
export const iamUserStates = ['active', 'invited', 'invite_expired'] as const;
export type IamUserState = (typeof iamUserStates)[number];
export type IamRoleScope = (typeof iamRoleScopes)[number];

/** How many features, flags or roles one request may name. */
export const iamLimits = { names: 200, roleIds: 50 } as const;

const FeatureNameSchema = Type.String({
  pattern: '^[a-z][a-z0-9_-]{1,62}$',
  description: 'A feature of the catalogue.',
});
const FlagNameSchema = Type.String({
  pattern: '^[a-z][a-z0-9_]{1,62}$',
  description: 'A flag of the catalogue.',
});

export const IamCatalogueEntrySchema = Type.Object({
  name: Type.String(),
  kind: Type.Enum(['feature', 'flag'] as const),
  opens: Type.Array(Type.String(), {
    description: 'Ids of the left-menu entries it opens (the portal menu; its labels are the portal’s).',
  }),
  customer_grantable: Type.Boolean({ description: 'Whether a customer-scope role may hold it.' }),
});

export const IamCatalogueSchema = Type.Object({
  entries: Type.Array(IamCatalogueEntrySchema, {
    description: 'Features first, then flags (spec §6 order).',
  }),
});
export type IamCatalogue = Static<typeof IamCatalogueSchema>;

export const IamRoleSchema = Type.Object({
  role_id: Type.String({ format: 'uuid' }),
  key: Type.String({ description: 'Stable identifier, e.g. customer_admin.' }),
  name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  scope: Type.Enum(iamRoleScopes),
  built_in: Type.Boolean({ description: 'Part of the platform’s catalogue: it cannot be deleted.' }),
  features: Type.Array(Type.String(), { description: 'Sorted.' }),
  flags: Type.Array(Type.String(), { description: 'Sorted.' }),
  grants: Type.Integer({ minimum: 0, description: 'How many (user, environment) grants hold it.' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type IamRole = Static<typeof IamRoleSchema>;

export const IamRoleListSchema = Type.Object({
  roles: Type.Array(IamRoleSchema, { description: 'By scope, then name.' }),
});
export type IamRoleList = Static<typeof IamRoleListSchema>;

const RoleNameSchema = Type.String({ minLength: 1, maxLength: 120, description: 'e.g. "Operador de IaaS".' });
const RoleDescriptionSchema = Type.Union([Type.String({ maxLength: 500 }), Type.Null()]);
const FeatureListSchema = Type.Array(FeatureNameSchema, { maxItems: iamLimits.names, uniqueItems: true });
const FlagListSchema = Type.Array(FlagNameSchema, { maxItems: iamLimits.names, uniqueItems: true });

export const IamRoleCreateBodySchema = Type.Object(
  {
    key: Type.String({ pattern: '^[a-z][a-z0-9_]{1,62}$', description: 'Unique; lower case, digits, _.' }),
    name: RoleNameSchema,
    description: Type.Optional(RoleDescriptionSchema),
    scope: Type.Enum(iamRoleScopes, { description: 'Fixed once created.' }),
    features: FeatureListSchema,
    flags: Type.Optional(FlagListSchema),
  },
  { additionalProperties: false },
);
export type IamRoleCreateBody = Static<typeof IamRoleCreateBodySchema>;

export const IamRoleUpdateBodySchema = Type.Object(
  {
    name: Type.Optional(RoleNameSchema),
    description: Type.Optional(RoleDescriptionSchema),
    features: Type.Optional(FeatureListSchema),
    flags: Type.Optional(FlagListSchema),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type IamRoleUpdateBody = Static<typeof IamRoleUpdateBodySchema>;

export const IamRoleParamsSchema = Type.Object({ roleId: Type.String({ format: 'uuid' }) });

export const IamRoleRefSchema = Type.Object({
  role_id: Type.String({ format: 'uuid' }),
  key: Type.String(),
  name: Type.String(),
});
export type IamRoleRef = Static<typeof IamRoleRefSchema>;

export const IamEnvironmentUserSchema = Type.Object({
  user_id: Type.String({ format: 'uuid' }),
  email: Type.String(),
  full_name: Type.String(),
  kind: Type.Enum(['customer', 'partner', 'staff'] as const),
  roles: Type.Array(IamRoleRefSchema, { description: 'Its roles on this environment, by name.' }),
  administrator: Type.Boolean({
    description: 'Holds iam on this environment (a role with iam given on it).',
  }),
  state: Type.Enum(iamUserStates, {
    description:
      'active: has set a password; invited: their invitation link still works; invite_expired: it no longer does.',
  }),
  last_sign_in_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'When a sign-in of theirs was last issued or refreshed; null when never.',
  }),
});
export type IamEnvironmentUser = Static<typeof IamEnvironmentUserSchema>;

export const IamOfferedRoleSchema = Type.Object({
  role_id: Type.String({ format: 'uuid' }),
  key: Type.String(),
  name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  features: Type.Array(Type.String(), { description: 'Sorted.' }),
  not_held: Type.Union([Type.String(), Type.Null()], {
    description:
      'The first feature or flag of the role the caller does not hold there: they may not give or take it ' +
      '(the API would answer 403 iam_grant_exceeds_own). Null when they may.',
  }),
});
export type IamOfferedRole = Static<typeof IamOfferedRoleSchema>;

export const IamEnvironmentUsersSchema = Type.Object({
  cloud_id: Type.String(),
  users: Type.Array(IamEnvironmentUserSchema, {
    description: 'Who holds the environment or a role on it, by name.',
  }),
  roles: Type.Array(IamOfferedRoleSchema, {
    description: 'The customer-scope roles, by name, each saying whether the caller may give it here.',
  }),
});
export type IamEnvironmentUsers = Static<typeof IamEnvironmentUsersSchema>;

export const IamEnvironmentParamsSchema = Type.Object({ cloudId: CloudIdSchema });
export const IamEnvironmentUserParamsSchema = Type.Object({
  cloudId: CloudIdSchema,
  userId: Type.String({ format: 'uuid' }),
});
export const IamUserParamsSchema = Type.Object({ userId: Type.String({ format: 'uuid' }) });

export const IamRoleIdsBodySchema = Type.Object(
  {
    role_ids: Type.Array(Type.String({ format: 'uuid' }), {
      maxItems: iamLimits.roleIds,
      uniqueItems: true,
      description: 'The roles the user holds there from now on: the others are taken away.',
    }),
  },
  { additionalProperties: false },
);
export type IamRoleIdsBody = Static<typeof IamRoleIdsBodySchema>;

export const iamUserFilterFields = ['kind', 'email', 'full_name', 'role'] as const;
export const iamUserSortFields = ['email', 'full_name', 'kind'] as const;

export const IamUserListQuerySchema = Type.Object(CollectionQuerySchema.properties, {
  additionalProperties: false,
  description:
    `Filter fields: ${iamUserFilterFields.join(', ')} (role: a role key held anywhere); free text (\`:text\`) ` +
    `searches email and name. Sort fields: ${iamUserSortFields.join(', ')} (by email when absent).`,
});
export type IamUserListQuery = Static<typeof IamUserListQuerySchema>;

export const IamUserSchema = Type.Object({
  user_id: Type.String({ format: 'uuid' }),
  email: Type.String(),
  full_name: Type.String(),
  kind: Type.Enum(['customer', 'partner', 'staff'] as const),
  global_roles: Type.Array(IamRoleRefSchema, { description: 'Staff-scope roles.' }),
  environments: Type.Array(Type.Object({ cloud_id: Type.String(), roles: Type.Array(IamRoleRefSchema) }), {
    description: 'Customer-scope roles, per environment (by cloud_id).',
  }),
});
export type IamUser = Static<typeof IamUserSchema>;

export const IamUserListSchema = Type.Object(collectionPageSchema(Type.Array(IamUserSchema)));
export type IamUserList = Static<typeof IamUserListSchema>;

export const IamUserRolesSchema = Type.Object({
  user_id: Type.String({ format: 'uuid' }),
  roles: Type.Array(IamRoleRefSchema, { description: 'What the user holds there now, by name.' }),
});
export type IamUserRoles = Static<typeof IamUserRolesSchema>;

export const IamInviteBodySchema = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 254, description: 'Where the invitation goes.' }),
    full_name: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
    role_ids: Type.Array(Type.String({ format: 'uuid' }), {
      minItems: 1,
      maxItems: iamLimits.roleIds,
      uniqueItems: true,
      description: 'The customer-scope roles the person gets on the environment.',
    }),
  },
  { additionalProperties: false },
);
export type IamInviteBody = Static<typeof IamInviteBodySchema>;

export const IamInviteAnswerSchema = Type.Object({
  user_id: Type.String({ format: 'uuid' }),
  invited: Type.Boolean({
    description:
      'true: a new account, sent an invitation to set its password; false: the person had an account, and ' +
      'now holds the environment with these roles.',
  }),
  roles: Type.Array(IamRoleRefSchema),
});
export type IamInviteAnswer = Static<typeof IamInviteAnswerSchema>;
