// Termos de aceite (issue 32): versioned terms a user must accept. Staff write a draft and publish it as the
// next version; the current version is the latest published one that applies to the user (every customer, or
// the customers listed). The body is plain paragraphs with a little Markdown, rendered as text, never HTML.
import { Type, type Static } from 'typebox';
import { CloudIdSchema } from './environments';
import { usageTermLimits } from './commercial-constants';
export { usageTermAdminEndpoints, usageTermEndpoints } from './endpoints';

const DateTime = Type.String({ format: 'date-time' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const UsageTermVersionSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  version: Nullable(Type.Integer({ minimum: 1, description: 'Null while a draft.' })),
  title: Type.String(),
  body: Type.String({ description: 'Paragraphs separated by a blank line; **bold** and "- " lists.' }),
  customer_codes: Type.Array(Type.String(), {
    description: 'The customers (t_code) it applies to; empty: all.',
  }),
  published_at: Nullable(DateTime),
  created_at: DateTime,
});
export type UsageTermVersion = Static<typeof UsageTermVersionSchema>;

export const UsageTermCurrentSchema = Type.Object({
  version: Nullable(UsageTermVersionSchema),
  accepted_at: Nullable(DateTime),
});
export type UsageTermCurrent = Static<typeof UsageTermCurrentSchema>;

export const UsageTermAcceptanceSchema = Type.Object({
  version_id: Type.String({ format: 'uuid' }),
  version: Type.Integer({ minimum: 1 }),
  user_email: Type.String(),
  user_name: Type.String(),
  accepted_at: DateTime,
  ip: Type.String(),
  user_agent: Type.String(),
});
export type UsageTermAcceptance = Static<typeof UsageTermAcceptanceSchema>;

export const UsageTermsOfEnvironmentSchema = Type.Object({
  versions: Type.Array(UsageTermVersionSchema, {
    description: 'Published versions that apply, newest first.',
  }),
  acceptances: Type.Array(UsageTermAcceptanceSchema, {
    description:
      "The user's own acceptances; an administrator (iam) or staff see every user's of this environment.",
  }),
});
export type UsageTermsOfEnvironment = Static<typeof UsageTermsOfEnvironmentSchema>;

export const UsageTermAdminVersionSchema = Type.Object({
  ...UsageTermVersionSchema.properties,
  acceptances: Type.Integer({ minimum: 0, description: 'How many users accepted it.' }),
  published_by: Nullable(Type.String({ description: 'Who published it (e-mail).' })),
});
export type UsageTermAdminVersion = Static<typeof UsageTermAdminVersionSchema>;

export const UsageTermAdminListSchema = Type.Object({
  versions: Type.Array(UsageTermAdminVersionSchema, {
    description: 'Drafts first, then newest version first.',
  }),
});
export type UsageTermAdminList = Static<typeof UsageTermAdminListSchema>;

export const UsageTermDraftBodySchema = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: usageTermLimits.title }),
    body: Type.String({ minLength: 1, maxLength: usageTermLimits.body }),
    customer_codes: Type.Optional(
      Type.Array(Type.String({ pattern: '^T[0-9]{5}$' }), { maxItems: 200, uniqueItems: true }),
    ),
  },
  { additionalProperties: false },
);
export type UsageTermDraftBody = Static<typeof UsageTermDraftBodySchema>;

export const UsageTermParamsSchema = Type.Object({ versionId: Type.String({ format: 'uuid' }) });
export type UsageTermParams = Static<typeof UsageTermParamsSchema>;
export const UsageTermEnvironmentParamsSchema = Type.Object({ cloudId: CloudIdSchema });

/** The portal's draft form: the customers typed as codes separated by commas (sent as `customer_codes`). */
export const UsageTermDraftFormSchema = Type.Object({
  title: UsageTermDraftBodySchema.properties.title,
  body: UsageTermDraftBodySchema.properties.body,
  customers: Type.String({ maxLength: 2000, pattern: '^\\s*(T[0-9]{5}(\\s*,\\s*T[0-9]{5})*)?\\s*,?\\s*$' }),
});
export type UsageTermDraftForm = Static<typeof UsageTermDraftFormSchema>;
