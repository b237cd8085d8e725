// IaaS › Configuração (/iaas/setup): an environment's networks and their subnets (IPv4 CIDR blocks, private
// ranges, /16 to /28, none overlapping), the regions it uses and the defaults of a new resource. Networks and
// subnets are made and deleted as operations (202, issue 30), each write under a required Idempotency-Key; a
// delete is confirmed by typing the network's or subnet's name.
import { Type, type Static } from 'typebox';
import { CloudIdSchema } from './environments';
import { iaasCidrPrefix } from './iaas-cidr';
export { iaasSetupEndpoints } from './endpoints';
export * from './iaas-cidr';

const resourceIdSchema = (example: string) =>
  Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,79}$', description: `e.g. ${example}.` });
const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T, description: string) =>
  Type.Union([schema, Type.Null()], { description });

/** A network's or subnet's name: lowercase letters, digits and hyphens, as the provider names them. */
export const iaasNetworkNameRule = { maxLength: 60, pattern: '^[a-z0-9][a-z0-9-]*$' } as const;
const NameSchema = Type.String({
  minLength: 1,
  ...iaasNetworkNameRule,
  description: 'Lowercase letters, digits and hyphens, starting with a letter or digit.',
});
const CidrSchema = Type.String({
  minLength: 1,
  maxLength: 18,
  description:
    `An IPv4 block a.b.c.d/n in a private range (RFC 1918), /${iaasCidrPrefix.min} to /${iaasCidrPrefix.max}, ` +
    'without host bits. A refused block is 400 validation_failed whose error_fields keyword says why: ' +
    'cidrFormat, cidrPrefix, cidrHostBits or cidrPrivate.',
});

export const IaasSubnetSchema = Type.Object({
  subnet_id: Type.String({ description: "The provider's name for it, e.g. sub-acm1-01-02." }),
  name: Type.String(),
  state: Type.String({ description: 'provisioning, available or deleting (while its operation runs).' }),
  cidr: Type.String(),
  machine_count: Type.Integer({ minimum: 0, description: 'Machines of the network whose address is in it.' }),
  created_at: Type.String({ format: 'date-time' }),
});
export type IaasSubnet = Static<typeof IaasSubnetSchema>;

export const IaasNetworkSchema = Type.Object({
  resource_id: Type.String({ description: 'e.g. net-acm1-01.' }),
  name: Type.String(),
  region: Type.String(),
  provider: Type.String(),
  state: Type.String({ description: 'provisioning, available or deleting (while its operation runs).' }),
  cidr: Type.String(),
  machine_count: Type.Integer({ minimum: 0, description: 'Virtual machines in this network.' }),
  subnets: Type.Array(IaasSubnetSchema, { description: 'By address.' }),
  created_at: Type.String({ format: 'date-time' }),
});
export type IaasNetwork = Static<typeof IaasNetworkSchema>;

export const IaasNetworkListSchema = Type.Object({
  cloud_id: Type.String(),
  networks: Type.Array(IaasNetworkSchema, { description: 'By name.' }),
});
export type IaasNetworkList = Static<typeof IaasNetworkListSchema>;

export const IaasNetworkBodySchema = Type.Object(
  {
    name: NameSchema,
    region: Type.String({
      minLength: 1,
      maxLength: 40,
      description: 'An enabled region of the environment.',
    }),
    cidr: CidrSchema,
  },
  { additionalProperties: false },
);
export type IaasNetworkBody = Static<typeof IaasNetworkBodySchema>;

export const IaasSubnetBodySchema = Type.Object(
  { name: NameSchema, cidr: CidrSchema },
  { additionalProperties: false },
);
export type IaasSubnetBody = Static<typeof IaasSubnetBodySchema>;

/** A network's or subnet's delete: its name, typed by the user (400 iaas_confirmation_mismatch otherwise). */
export const IaasRemoveConfirmationSchema = Type.Object(
  {
    confirmation: Type.String({
      maxLength: 120,
      description: "The network's or subnet's name, typed by the user.",
    }),
  },
  { additionalProperties: false },
);
export type IaasRemoveConfirmation = Static<typeof IaasRemoveConfirmationSchema>;

export const IaasNetworkParamsSchema = Type.Object({
  cloudId: CloudIdSchema,
  networkId: resourceIdSchema('net-acm1-01'),
});
export type IaasNetworkParams = Static<typeof IaasNetworkParamsSchema>;

export const IaasSubnetParamsSchema = Type.Object({
  cloudId: CloudIdSchema,
  networkId: resourceIdSchema('net-acm1-01'),
  subnetId: resourceIdSchema('sub-acm1-01-01'),
});
export type IaasSubnetParams = Static<typeof IaasSubnetParamsSchema>;

export const IaasSettingsBodySchema = Type.Object(
  {
    enabled_regions: Type.Array(Type.String({ minLength: 1, maxLength: 40 }), {
      minItems: 1,
      maxItems: 20,
      uniqueItems: true,
      description: 'The regions new resources may be made in (of the price list’s regions).',
    }),
    default_region: nullable(Type.String({ maxLength: 40 }), 'One of the enabled regions.'),
    default_size_sku: nullable(Type.String({ maxLength: 40 }), 'A size of the price list.'),
    default_image_id: nullable(Type.String({ maxLength: 40 }), 'An image of the price list.'),
    default_network_id: nullable(
      Type.String({ maxLength: 80 }),
      'A network of the environment, in the default region when one is set.',
    ),
  },
  { additionalProperties: false },
);
export type IaasSettingsBody = Static<typeof IaasSettingsBodySchema>;

export const IaasSettingsSchema = Type.Object({
  ...IaasSettingsBodySchema.properties,
  updated_at: nullable(
    Type.String({ format: 'date-time' }),
    'Null while never changed (every region enabled).',
  ),
});
export type IaasSettings = Static<typeof IaasSettingsSchema>;
