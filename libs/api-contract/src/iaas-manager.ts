// IaaS › Gerenciador (portal spec §2.4 /iaas/manager, /iaas/import-virtual-machine): an environment's quotas,
// its SSH keys and imported images, a machine created as an operation, a free volume or IP removed as one.
import { Type, type Static } from 'typebox';
import { CloudIdSchema } from './environments';
import { IaasImageSchema } from './iaas-pricing';
import { OperationSchema } from './operations';
export { iaasManagerEndpoints } from './endpoints';

/** What a quota bounds, in the order the manager shows them. */
export const iaasQuotaNames = ['machines', 'vcpus', 'memory_gb', 'disk_gb', 'public_ips'] as const;
export type IaasQuotaName = (typeof iaasQuotaNames)[number];

/** The rule a machine's name follows (lowercase letters, digits, hyphens; starts with a letter). */
export const iaasMachineNamePattern = '^[a-z][a-z0-9-]{1,62}$';
/** How many extra disks a machine may be created with, and their size bounds in GB. */
export const iaasExtraDiskLimits = { count: 8, minGb: 10, maxGb: 4096 } as const;

export const IaasQuotaSchema = Type.Object({
  name: Type.Enum(iaasQuotaNames),
  limit: Type.Integer({ minimum: 0 }),
  used: Type.Integer({ minimum: 0, description: 'Counted from the resources of the environment now.' }),
});
export type IaasQuota = Static<typeof IaasQuotaSchema>;

export const IaasQuotasSchema = Type.Object({
  cloud_id: Type.String(),
  quotas: Type.Array(IaasQuotaSchema, { description: 'One per quota name, in iaasQuotaNames order.' }),
});
export type IaasQuotas = Static<typeof IaasQuotasSchema>;

export const IaasSshKeySchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  fingerprint: Type.String({ description: 'SHA256:… as ssh-keygen -l prints it.' }),
  key_type: Type.String({ description: 'e.g. ssh-ed25519, ecdsa-sha2-nistp256, ssh-rsa.' }),
  bits: Type.Integer({ minimum: 0, description: 'The key size ssh-keygen -l prints (256 for ed25519).' }),
  created_by: Type.Union([Type.String(), Type.Null()], {
    description: 'Who added it (their e-mail); null for a key the platform added or whose user is gone.',
  }),
  created_at: Type.String({ format: 'date-time' }),
});
export type IaasSshKey = Static<typeof IaasSshKeySchema>;
export const IaasSshKeyListSchema = Type.Object({ ssh_keys: Type.Array(IaasSshKeySchema) });
export type IaasSshKeyList = Static<typeof IaasSshKeyListSchema>;

export const IaasImportedImageSchema = Type.Object({
  ...IaasImageSchema.properties,
  imported_at: Type.String({ format: 'date-time' }),
});
export type IaasImportedImage = Static<typeof IaasImportedImageSchema>;
export const IaasImportedImageListSchema = Type.Object({ images: Type.Array(IaasImportedImageSchema) });
export type IaasImportedImageList = Static<typeof IaasImportedImageListSchema>;

const id = (description: string) => Type.String({ pattern: '^[a-z0-9][a-z0-9.-]{0,39}$', description });

/** A new machine: the form's fields, checked by the portal before it sends them and by the route. */
export const IaasMachineCreateBodySchema = Type.Object(
  {
    name: Type.String({
      pattern: iaasMachineNamePattern,
      description:
        'Lowercase letters, digits and hyphens, starting with a letter; unique in the environment.',
    }),
    region: id('An enabled region, e.g. sa-east-1.'),
    size_sku: id('A size of the price list, e.g. std.2x8.'),
    image_id: id('A catalogue image (create) or one the environment imported (import).'),
    network_id: Type.String({ minLength: 1, maxLength: 80, description: 'A network of the environment.' }),
    ssh_key_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
      description: 'An SSH key of the environment, for Linux images; null for none (Windows).',
    }),
    extra_disks_gb: Type.Array(
      Type.Integer({ minimum: iaasExtraDiskLimits.minGb, maximum: iaasExtraDiskLimits.maxGb }),
      { maxItems: iaasExtraDiskLimits.count, description: 'A volume of each size, attached to the machine.' },
    ),
    public_ip: Type.Boolean({ description: 'A public IP attached to the machine.' }),
  },
  { additionalProperties: false },
);
export type IaasMachineCreateBody = Static<typeof IaasMachineCreateBodySchema>;

/** The answer to a create: the operation, and the machine it builds (its page follows the operation). */
export const IaasMachineCreatedSchema = Type.Object({
  operation: OperationSchema,
  resource_id: Type.String({ description: 'The new machine, e.g. vm-acm1-7f3a2c.' }),
});
export type IaasMachineCreated = Static<typeof IaasMachineCreatedSchema>;

export const IaasResourceParamsSchema = Type.Object({
  cloudId: CloudIdSchema,
  resourceId: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,79}$', description: 'e.g. vol-acm1-03.' }),
});
export type IaasResourceParams = Static<typeof IaasResourceParamsSchema>;

export const IaasResourceRemoveBodySchema = Type.Object(
  { confirmation: Type.String({ maxLength: 120, description: "The resource's name, typed by the user." }) },
  { additionalProperties: false },
);
export type IaasResourceRemoveBody = Static<typeof IaasResourceRemoveBodySchema>;
