// Insights (spec §2.5, §3, §5, §7): the dashboards shared with a user and their permission lists, the BI
// workspaces and items of the 'Data Analytics' group, and the signed, short-lived embed tokens the analytics
// side verifies against the API's public keys (JWKS).
import { Type, type Static } from 'typebox';
import { CloudIdSchema } from './environments';
export { dashboardEndpoints, biEndpoints } from './endpoints';

// ── Dashboards ─────────────────────────────────────────────────────────────────────────────────────────────

export const DashboardParamsSchema = Type.Object({ dashboardId: Type.String({ format: 'uuid' }) });
export type DashboardParams = Static<typeof DashboardParamsSchema>;

/** GET /dashboards/:id/embed?cloudId=: a token whose queries answer that environment's rows only. */
export const DashboardEmbedQuerySchema = Type.Object({ cloudId: Type.Optional(CloudIdSchema) });

export const DashboardSchema = Type.Object({
  DashboardId: Type.String({ format: 'uuid' }),
  Name: Type.String(),
  category: Type.String({ description: "Empty when uncategorised; the portal shows 'Sem Classificação'." }),
});
export type Dashboard = Static<typeof DashboardSchema>;

export const DashboardListSchema = Type.Array(DashboardSchema);

export const DashboardPermissionSchema = Type.Object({
  Principal: Type.String({ description: "A user's e-mail, or an insights group's name." }),
  PrincipalType: Type.Enum(['user', 'group'] as const, {
    description: 'A user holding it directly, or an insights group (its members hold it through it).',
  }),
  Actions: Type.Array(Type.String(), { description: 'Permission action names, e.g. UpdateDashboard.' }),
});
export type DashboardPermission = Static<typeof DashboardPermissionSchema>;

export const DashboardPermissionsSchema = Type.Object({
  Permissions: Type.Array(DashboardPermissionSchema, {
    description: 'Groups by name, then users by e-mail.',
  }),
});
export type DashboardPermissions = Static<typeof DashboardPermissionsSchema>;

export * from './dashboard-admin';

export const DashboardEmbedSchema = Type.Object({
  url: Type.String({ description: "The dashboard's embed URL on the analytics side." }),
  token: Type.String({ description: 'Embed token for that URL (tokenType Embed).' }),
  expiration: Type.String({ format: 'date-time' }),
});
export type DashboardEmbed = Static<typeof DashboardEmbedSchema>;

// ── BI workspaces and items ────────────────────────────────────────────────────────────────────────────────

export const BiWorkspaceSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  /** The user's access: members with edit access may create reports there. */
  access: Type.Union([Type.Literal('view'), Type.Literal('edit')]),
});
export type BiWorkspace = Static<typeof BiWorkspaceSchema>;
export const BiWorkspaceListSchema = Type.Array(BiWorkspaceSchema);

export const BiItemTypeSchema = Type.Union([Type.Literal('report'), Type.Literal('dashboard')]);
export type BiItemType = Static<typeof BiItemTypeSchema>;

const biItemFields = {
  id: Type.String({ format: 'uuid' }),
  embedUrl: Type.String(),
  workspaceId: Type.String({ format: 'uuid' }),
};

/** Reports carry `name`, dashboards `displayName` (spec §3 "BI item"). */
export const BiReportSchema = Type.Object({
  ...biItemFields,
  type: Type.Literal('report'),
  name: Type.String(),
  /** As Power BI's REST API says it: a paginated report embeds at rdlEmbed. */
  reportType: Type.Union([Type.Literal('PowerBIReport'), Type.Literal('PaginatedReport')]),
});
export const BiDashboardSchema = Type.Object({
  ...biItemFields,
  type: Type.Literal('dashboard'),
  displayName: Type.String(),
});
export const BiItemSchema = Type.Union([BiReportSchema, BiDashboardSchema]);
export type BiItem = Static<typeof BiItemSchema>;
export const BiItemListSchema = Type.Array(BiItemSchema);

export const BiItemParamsSchema = Type.Object({ itemId: Type.String({ format: 'uuid' }) });
export type BiItemParams = Static<typeof BiItemParamsSchema>;

export const BiWorkspaceParamsSchema = Type.Object({ workspaceId: Type.String({ format: 'uuid' }) });

/** A dataset a workspace's reports are built on: what a new report of that workspace may be built on. */
export const BiDatasetSchema = Type.Object({ id: Type.String(), name: Type.String() });
export type BiDataset = Static<typeof BiDatasetSchema>;
export const BiDatasetListSchema = Type.Array(BiDatasetSchema);

export const BiCreateTokenParamsSchema = Type.Object({
  workspaceId: Type.String({ format: 'uuid' }),
  datasetId: Type.String({ minLength: 1, maxLength: 100 }),
});
export type BiCreateTokenParams = Static<typeof BiCreateTokenParamsSchema>;

export const EmbedTokenSchema = Type.Object({
  token: Type.String(),
  tokenId: Type.String({ format: 'uuid', description: 'The jti claim of the token.' }),
  expiration: Type.String({ format: 'date-time' }),
});
export type EmbedToken = Static<typeof EmbedTokenSchema>;

/** A create token, with the embed URL createReport opens (the workspace's, no report yet). */
export const CreateTokenSchema = Type.Object({ ...EmbedTokenSchema.properties, embedUrl: Type.String() });
export type CreateToken = Static<typeof CreateTokenSchema>;

// ── Embed tokens: JWS compact form, alg EdDSA (Ed25519), verified with the JWKS ────────────────────────────

/** The `aud` of every embed token: only the analytics side accepts them. */
export const embedTokenAudience = 'nuvem-analytics';
/** The `iss` of every embed token. */
export const embedTokenIssuer = 'nuvem-api';

/** view and edit an item; create a report over a dataset (a create token's only action). */
export const EmbedActionSchema = Type.Union([
  Type.Literal('view'),
  Type.Literal('edit'),
  Type.Literal('create'),
]);
export type EmbedAction = Static<typeof EmbedActionSchema>;

export const EmbedTokenClaimsSchema = Type.Object({
  iss: Type.String(),
  aud: Type.String(),
  /** The user id. */
  sub: Type.String(),
  /**
   * The sign-in (refresh-token family) that asked for the token: once it has ended (sign-out, revocation) the
   * token is refused as expired, as is one it got for a user it no longer impersonates.
   */
  sid: Type.String(),
  iat: Type.Integer(),
  exp: Type.Integer(),
  jti: Type.String(),
  /** insights: a dashboard of /api/v1/dashboards; bi: an item of /api/v1/bi/items. */
  item_source: Type.Union([Type.Literal('insights'), Type.Literal('bi')]),
  /**
   * A dataset item is a create token's: a new report over that dataset, in workspace_id. A workspace item is a
   * quick create token's: a dataset made from the host's data, then a report over it, in that workspace.
   */
  item_type: Type.Union([
    BiItemTypeSchema,
    Type.Literal('paginatedReport'),
    Type.Literal('dataset'),
    Type.Literal('workspace'),
  ]),
  item_id: Type.String(),
  /** The BI workspace (groupId) of a bi item. */
  workspace_id: Type.Optional(Type.String()),
  /** A quick create token's: the customer environment the rows it uploads belong to. */
  environment_id: Type.Optional(Type.String()),
  /**
   * Its queries answer this one environment's rows only (of those the user may see): the home's consumption
   * card follows the environment chosen in the top bar.
   */
  scope_environment_id: Type.Optional(Type.String()),
  /** view, plus edit for those who may change the item. */
  actions: Type.Array(EmbedActionSchema, { minItems: 1 }),
});
export type EmbedTokenClaims = Static<typeof EmbedTokenClaimsSchema>;

export const JwkSchema = Type.Object({
  kty: Type.Literal('OKP'),
  crv: Type.Literal('Ed25519'),
  x: Type.String(),
  kid: Type.String(),
  alg: Type.Literal('EdDSA'),
  use: Type.Literal('sig'),
});
export type Jwk = Static<typeof JwkSchema>;

export const JwksSchema = Type.Object({ keys: Type.Array(JwkSchema) });
export type Jwks = Static<typeof JwksSchema>;
