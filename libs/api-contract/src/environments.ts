// Customer environments (spec §3 "Customer account", "Current environment", "Topology", "TSS data"; §7
// "Client calls", "Favorites"): the client record, its topologies and contracts, TSS data by t_code, the
// user's disaster-recovery switches, and favorite environments.
import { Type, type Static } from 'typebox';
import { CustomerEnvironmentSchema } from './user';
import { TssCompanySchema } from './tss-company';
export { environmentEndpoints, favoriteEnvironmentEndpoints } from './endpoints';

const code = (description: string) =>
  Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', description });

export const CloudIdSchema = code('The environment\'s cloud id, e.g. "ACM1".');
export const TCodeSchema = code('The customer code (t_code), e.g. "T10007".');

export const EnvironmentParamsSchema = Type.Object({ cloudId: CloudIdSchema });
export type EnvironmentParams = Static<typeof EnvironmentParamsSchema>;

// ── The client record ──────────────────────────────────────────────────────────────────────────────────────

export const OfficialDrSchema = Type.Object({
  region: Type.String({ description: 'A region holding disaster-recovery replicas of this environment.' }),
});
export type OfficialDr = Static<typeof OfficialDrSchema>;

export const ClientSchema = Type.Object({
  ...CustomerEnvironmentSchema.properties,
  isFavorite: Type.Boolean({ description: 'Whether the signed-in user starred this environment.' }),
  providers: Type.Array(Type.String(), {
    description: 'The cloud infrastructure providers its topologies run on, sorted (e.g. ["aws", "oci"]).',
  }),
  official_drs: Type.Array(OfficialDrSchema, {
    description: 'The regions of its dr_destination topologies, sorted; empty without disaster recovery.',
  }),
});
export type Client = Static<typeof ClientSchema>;

// ── Topologies ─────────────────────────────────────────────────────────────────────────────────────────────

export const topologyTypes = [
  'production',
  'homologation',
  'development',
  'dr_origin',
  'dr_destination',
] as const;
export const TopologyTypeSchema = Type.Enum(topologyTypes);
export type TopologyType = (typeof topologyTypes)[number];

export const topologyStatuses = ['active', 'stopped', 'provisioning'] as const;
export const TopologyStatusSchema = Type.Enum(topologyStatuses);
export type TopologyStatus = (typeof topologyStatuses)[number];

export const TopologySchema = Type.Object({
  topology_id: Type.String(),
  cloud_id: Type.String(),
  product: Type.String({ description: 'The product it runs, e.g. protheus, fluig, rm, tss.' }),
  topology_type: TopologyTypeSchema,
  replica_of: Type.Union([Type.String(), Type.Null()], {
    description: 'On a dr_destination: the topology_id of the dr_origin it replicates; otherwise null.',
  }),
  provider: Type.String({ description: 'The cloud infrastructure provider, e.g. oci or aws.' }),
  region: Type.String(),
  instance_name: Type.String(),
  domain: Type.Union([Type.String(), Type.Null()]),
  public_ip: Type.Union([Type.String(), Type.Null()]),
  status: TopologyStatusSchema,
});
export type Topology = Static<typeof TopologySchema>;

export const TopologyListSchema = Type.Object({
  cloud_id: Type.String(),
  all_topologies: Type.Boolean({
    description:
      "Whether dr_destination replicas are listed: the user's all-topologies DR switch is on (and they hold " +
      'admin_topology_dr). When false they are left out and only the other topologies, dr_origin included, are listed.',
  }),
  topologies: Type.Array(TopologySchema, { description: 'Sorted by product, then topology_id.' }),
});
export type TopologyList = Static<typeof TopologyListSchema>;

// ── Contracts ──────────────────────────────────────────────────────────────────────────────────────────────

export const contractStatuses = ['active', 'suspended', 'cancelled', 'ended'] as const;
export const ContractStatusSchema = Type.Enum(contractStatuses);

export const ContractSchema = Type.Object({
  contract_id: Type.String(),
  product: Type.String(),
  description: Type.String(),
  status: ContractStatusSchema,
  start_date: Type.String({ format: 'date' }),
  end_date: Type.Union([Type.String({ format: 'date' }), Type.Null()], { description: 'Null: open-ended.' }),
  monthly_value: Type.Number({ description: 'The monthly fee in `currency`, two decimals.' }),
  currency: Type.String({ description: 'ISO 4217, e.g. BRL.' }),
});
export type Contract = Static<typeof ContractSchema>;

export const ContractListSchema = Type.Object({
  cloud_id: Type.String(),
  contracts: Type.Array(ContractSchema, {
    description: 'Newest first; empty when the environment has no contract.',
  }),
});
export type ContractList = Static<typeof ContractListSchema>;

// ── TSS ────────────────────────────────────────────────────────────────────────────────────────────────────

export const TssParamsSchema = Type.Object({ tCode: TCodeSchema });
export type TssParams = Static<typeof TssParamsSchema>;

export const TssDataSchema = Type.Object({
  t_code: Type.String(),
  quota_hired: Type.Integer({
    description: "Documents a month hired, its companies' sum; 0 when the customer has not hired TSS.",
  }),
  quota_used: Type.Integer({ description: "Documents sent this month, its companies' sum." }),
  companies: Type.Array(TssCompanySchema, { description: 'Its companies registered for TSS, by name.' }),
});
export type TssData = Static<typeof TssDataSchema>;

// ── Disaster-recovery switches ─────────────────────────────────────────────────────────────────────────────

export const DisasterRecoverySwitchesSchema = Type.Object({
  cloud_id: Type.String(),
  test_active: Type.Boolean({ description: 'The disaster-recovery test is active for this user.' }),
  all_topologies: Type.Boolean({
    description: 'The topology list includes dr_destination replicas (the "DR" view).',
  }),
});
export type DisasterRecoverySwitches = Static<typeof DisasterRecoverySwitchesSchema>;

export const DisasterRecoveryUpdateSchema = Type.Object(
  {
    test_active: Type.Optional(Type.Boolean({ description: 'Needs the dr_plan_test feature.' })),
    all_topologies: Type.Optional(Type.Boolean({ description: 'Needs the admin_topology_dr feature.' })),
  },
  {
    additionalProperties: false,
    // At least one of the two (checked on the body as sent, before unknown fields are dropped).
    anyOf: [{ required: ['test_active'] }, { required: ['all_topologies'] }],
  },
);
export type DisasterRecoveryUpdate = Static<typeof DisasterRecoveryUpdateSchema>;

// ── Favorite environments ─────────────────────────────────────────────────────────────────────────────────

export const FavoriteEnvironmentSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  cloud_id: Type.String(),
  email: Type.String({ description: "The user's email." }),
  t_code: Type.String(),
  federal_id: Type.String(),
});
export type FavoriteEnvironment = Static<typeof FavoriteEnvironmentSchema>;

export const FavoriteEnvironmentListSchema = Type.Object({
  Items: Type.Array(FavoriteEnvironmentSchema, {
    description: "The user's favorites among the environments they may see, oldest first.",
  }),
});
export type FavoriteEnvironmentList = Static<typeof FavoriteEnvironmentListSchema>;

export const SaveFavoriteEnvironmentSchema = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 254, description: "The signed-in user's own email." }),
    cloud_id: CloudIdSchema,
    t_code: Type.String({ minLength: 1, maxLength: 64, description: "Must be that environment's t_code." }),
    federal_id: Type.String({
      minLength: 1,
      maxLength: 32,
      description: "Must be that environment's federal_id (punctuation is ignored).",
    }),
  },
  { additionalProperties: false },
);
export type SaveFavoriteEnvironment = Static<typeof SaveFavoriteEnvironmentSchema>;
