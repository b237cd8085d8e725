// Developer studio (/develop/projects, issue 31): a developer's projects, each optionally bound to
// environments they may see, and the project's API tokens. A token is shown once, in the answer that creates
// it (ApiTokenCreatedSchema.secret); the API keeps only its SHA-256 and shows `nvm_pat_…` + its last four.
import { Type, type Static } from 'typebox';
import { apiTokenScopes } from './developer-scopes';
import { CloudIdSchema } from './environments';
export { developerEndpoints } from './endpoints';
export * from './developer-scopes';

export const devProjectLimits = { name: 80, description: 500, environments: 50, tokens: 50 } as const;
export const apiTokenLimits = { name: 80 } as const;

const NameSchema = (max: number) =>
  Type.String({
    minLength: 1,
    maxLength: max,
    pattern: '^\\S(.*\\S)?$',
    description: 'No spaces around it.',
  });

/** 'Novo projeto' / 'Editar projeto': the form's fields, checked by the portal and by the route. */
export const DevProjectBodySchema = Type.Object(
  {
    name: NameSchema(devProjectLimits.name),
    description: Type.String({ maxLength: devProjectLimits.description }),
    cloud_ids: Type.Array(CloudIdSchema, {
      maxItems: devProjectLimits.environments,
      uniqueItems: true,
      description:
        "Environments the project's tokens are limited to (each one the owner may see; 404 " +
        'environment_not_found otherwise). Empty: every environment the owner sees.',
    }),
  },
  { additionalProperties: false },
);
export type DevProjectBody = Static<typeof DevProjectBodySchema>;

export const DevProjectSchema = Type.Object({
  project_id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  description: Type.String(),
  cloud_ids: Type.Array(Type.String(), { description: 'Sorted; empty: not limited.' }),
  active_tokens: Type.Integer({ minimum: 0, description: 'Tokens neither revoked nor expired.' }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type DevProject = Static<typeof DevProjectSchema>;

export const DevProjectListSchema = Type.Object({
  projects: Type.Array(DevProjectSchema, { description: 'The user’s own, by name.' }),
});
export type DevProjectList = Static<typeof DevProjectListSchema>;

export const DevProjectParamsSchema = Type.Object({ projectId: Type.String({ format: 'uuid' }) });
export const ApiTokenParamsSchema = Type.Object({
  projectId: Type.String({ format: 'uuid' }),
  tokenId: Type.String({ format: 'uuid' }),
});

export const apiTokenStates = ['active', 'expired', 'revoked'] as const;
export type ApiTokenState = (typeof apiTokenStates)[number];

const ScopeSchema = Type.Enum(apiTokenScopes);

/** 'Novo token': name, scopes and expiry (required; at most a year ahead). */
export const ApiTokenBodySchema = Type.Object(
  {
    name: NameSchema(apiTokenLimits.name),
    scopes: Type.Array(ScopeSchema, { minItems: 1, uniqueItems: true, maxItems: apiTokenScopes.length }),
    expires_at: Type.String({
      format: 'date-time',
      description: 'In the future and at most 366 days ahead (400 api_token_expiry_invalid on /expires_at).',
    }),
  },
  { additionalProperties: false },
);
export type ApiTokenBody = Static<typeof ApiTokenBodySchema>;

export const ApiTokenSchema = Type.Object({
  token_id: Type.String({ format: 'uuid' }),
  project_id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  scopes: Type.Array(ScopeSchema),
  /** What identifies it on screen: `nvm_pat_…` and its last four characters; never the token. */
  last_four: Type.String({ minLength: 4, maxLength: 4 }),
  state: Type.Enum(apiTokenStates),
  created_at: Type.String({ format: 'date-time' }),
  expires_at: Type.String({ format: 'date-time' }),
  revoked_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  last_used_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'Written at most once a minute.',
  }),
  last_used_ip: Type.Union([Type.String(), Type.Null()]),
});
export type ApiToken = Static<typeof ApiTokenSchema>;

export const ApiTokenListSchema = Type.Object({
  tokens: Type.Array(ApiTokenSchema, { description: 'Newest first.' }),
});
export type ApiTokenList = Static<typeof ApiTokenListSchema>;

export const ApiTokenCreatedSchema = Type.Object({
  token: ApiTokenSchema,
  secret: Type.Optional(
    Type.String({
      description:
        'The token, `nvm_pat_` and 43 characters: only in the 201 that creates it (a retry with the same ' +
        'Idempotency-Key answers 200 without it). Send it as `Authorization: Bearer <secret>`.',
    }),
  ),
});
export type ApiTokenCreated = Static<typeof ApiTokenCreatedSchema>;

/** GET /api/v1/token, called with an API token: which token this is and whose. */
export const CurrentApiTokenSchema = Type.Object({
  token: ApiTokenSchema,
  owner_email: Type.String(),
});
export type CurrentApiToken = Static<typeof CurrentApiTokenSchema>;
