// The signed-in user (spec §3 "User") and the customer environments they hold.
import { Type, type Static } from 'typebox';
import { ImpersonationSchema } from './impersonation';
import { AlertLevelSchema } from './messages';
export { userEndpoints } from './endpoints';

export const SupportTypeSchema = Type.Union([Type.Literal('PRIME'), Type.Literal('STANDARD')]);

export const CustomerEnvironmentSchema = Type.Object({
  cloud_id: Type.String(),
  t_code: Type.String(),
  corporate_name: Type.String(),
  federal_id: Type.String(),
  region: Type.String(),
  budget_id: Type.Union([Type.String(), Type.Null()]),
  primeData: Type.Object({ support_type: SupportTypeSchema }),
});
export type CustomerEnvironment = Static<typeof CustomerEnvironmentSchema>;

export const UserKindSchema = Type.Union([
  Type.Literal('customer'),
  Type.Literal('partner'),
  Type.Literal('staff'),
]);
export type UserKind = Static<typeof UserKindSchema>;

export const UserInfoSchema = Type.Object({
  fullName: Type.String(),
  firstName: Type.String(),
  email: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  kind: UserKindSchema,
  stream_channel: Type.String(),
  stream_hash: Type.String({
    description:
      'Opens the stream_channel: /api/v1/streams/{stream_channel}?user={stream_channel}&hash={stream_hash}.',
  }),
  customers: Type.Array(CustomerEnvironmentSchema, { description: 'The environments this user holds.' }),
  features: Type.Array(Type.String(), { description: 'Permissions (spec §6 "Features seen").' }),
  featureFlags: Type.Array(Type.String(), {
    description: 'Feature flags on for this user, or for everyone (spec §6 "Feature flags").',
  }),
  alertMessage: Type.Array(Type.Object({ type: AlertLevelSchema, text: Type.String() }), {
    description: "The account's alert messages, oldest first.",
  }),
  iaas_cancelling: Type.Boolean({ description: 'The IaaS account is being cancelled (spec §6 rules).' }),
  message: Type.Union([Type.Object({ message_code: Type.String(), type: AlertLevelSchema }), Type.Null()], {
    description: "The banner titled 'ATENÇÃO!'; the portal translates env_message.{message_code}.",
  }),
  impersonation: Type.Optional(
    Type.Union([ImpersonationSchema, Type.Null()], {
      description:
        'Set while this sign-in impersonates: everything else in this answer is the impersonated user’s.',
    }),
  ),
});
export type UserInfo = Static<typeof UserInfoSchema>;
