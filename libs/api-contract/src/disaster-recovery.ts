// Customer disaster recovery (portal spec §2.6 "customer disaster recovery", §3 Topology dr_origin /
// dr_destination, §4, §6): the environment's DR pairs and state with its history, failover (activation) and
// restoration, and the environment's backups with their signed download links.
import { Type, type Static } from 'typebox';
import {
  backupKinds,
  backupStatuses,
  disasterRecoveryEventKinds,
  disasterRecoveryStates,
} from './disaster-recovery-constants';
import { CloudIdSchema, TopologyStatusSchema } from './environments';
export { backupEndpoints, disasterRecoveryEndpoints } from './endpoints';
export * from './disaster-recovery-constants';

const Timestamp = Type.String({ format: 'date-time' });

export const DisasterRecoverySiteSchema = Type.Object({
  topology_id: Type.String(),
  instance_name: Type.String(),
  provider: Type.String(),
  region: Type.String(),
  status: TopologyStatusSchema,
});
export type DisasterRecoverySite = Static<typeof DisasterRecoverySiteSchema>;

export const DisasterRecoveryPairSchema = Type.Object({
  product: Type.String(),
  origin: DisasterRecoverySiteSchema,
  destination: Type.Union([DisasterRecoverySiteSchema, Type.Null()], {
    description: 'The dr_destination replicating the origin; null when none.',
  }),
  failed_over: Type.Boolean({ description: 'The pair serves from its destination (DR activated).' }),
  failed_over_at: Type.Union([Timestamp, Type.Null()], {
    description: 'When the failover was activated; null while the origin serves.',
  }),
  failed_over_by: Type.Union([Type.String(), Type.Null()], {
    description: 'Who activated it (full name); null while the origin serves.',
  }),
});
export type DisasterRecoveryPair = Static<typeof DisasterRecoveryPairSchema>;

export const DisasterRecoveryEventSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: Type.Enum(disasterRecoveryEventKinds),
  occurred_at: Timestamp,
  actor: Type.String({ description: 'Who did it (full name).' }),
  topology_ids: Type.Array(Type.String(), {
    description: 'The origins failed over or restored; empty for a plan test.',
  }),
});
export type DisasterRecoveryEvent = Static<typeof DisasterRecoveryEventSchema>;

export const DisasterRecoveryPlanSchema = Type.Object({
  cloud_id: Type.String(),
  state: Type.Enum(disasterRecoveryStates),
  pairs: Type.Array(DisasterRecoveryPairSchema, {
    description: 'Every dr_origin of the environment, by product.',
  }),
  history: Type.Array(DisasterRecoveryEventSchema, { description: 'The most recent first.' }),
});
export type DisasterRecoveryPlan = Static<typeof DisasterRecoveryPlanSchema>;

export const DisasterRecoveryActionSchema = Type.Object(
  {
    origin_topology_id: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 80,
        description: 'The pair (its dr_origin topology_id); absent: every pair of the environment.',
      }),
    ),
    confirmation: Type.String({
      maxLength: 64,
      description:
        "The environment's cloud_id, typed by the user to confirm (400 dr_confirmation_mismatch otherwise).",
    }),
  },
  { additionalProperties: false },
);
export type DisasterRecoveryAction = Static<typeof DisasterRecoveryActionSchema>;

// ── Backups ──────────────────────────────────────────────────────────────────────────────────────────────

export const BackupSchema = Type.Object({
  backup_id: Type.String({ description: 'e.g. bkp-acm1-001' }),
  product: Type.String(),
  topology_id: Type.String(),
  kind: Type.Enum(backupKinds),
  status: Type.Enum(backupStatuses),
  size_bytes: Type.Integer({ minimum: 0 }),
  taken_at: Timestamp,
  expires_at: Timestamp,
});
export type Backup = Static<typeof BackupSchema>;

export const BackupListSchema = Type.Object({
  cloud_id: Type.String(),
  backups: Type.Array(BackupSchema, { description: 'The most recent first.' }),
});
export type BackupList = Static<typeof BackupListSchema>;

export const BackupParamsSchema = Type.Object({
  cloudId: CloudIdSchema,
  backupId: Type.String({ minLength: 1, maxLength: 80, pattern: '^[A-Za-z0-9_-]+$' }),
});

export const BackupDownloadSchema = Type.Object({
  url: Type.String({ description: 'A signed link to the file, on this API; it works until expires_at.' }),
  expires_at: Timestamp,
});
export type BackupDownload = Static<typeof BackupDownloadSchema>;

export const BackupFileParamsSchema = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 512, pattern: '^[A-Za-z0-9_.-]+$' }),
});
