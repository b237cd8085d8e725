import type { OperationKind } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';

export type AuditAction =
  | 'impersonation.start'
  | 'impersonation.stop'
  | 'assist_token.generate'
  | 'assist_token.verify'
  | DisasterRecoveryAuditAction
  | 'backup.download'
  | 'iaas_document.download'
  | 'ticket.create'
  | 'budget.create'
  | 'budget.update'
  | 'budget.delete'
  | 'ssh_key.create'
  | 'ssh_key.delete'
  | OperationKind
  | 'settings.change'
  | IaasSetupAuditAction
  | IamAuditAction
  | InsightsAuditAction
  | AccountAuditAction
  | DeveloperAuditAction
  | VaultAuditAction
  | CommercialAuditAction
  | TssContractAuditAction
  | MarketplaceAuditAction
  | AiAgentAuditAction;

/** Termos de aceite and commercial events (migration 0049). */
export type CommercialAuditAction =
  | 'usage_term.create'
  | 'usage_term.update'
  | 'usage_term.publish'
  | 'usage_term.accept'
  | 'commercial_event.join_request'
  | 'commercial_event.migration_request'
  | 'commercial_event.decide';

/** TSS and contracts (migration 0048): a company registered for TSS, its quota set; a contract's status changed. */
export type TssContractAuditAction = 'tss_company.register' | 'tss_company.quota' | 'contract.status';

/** Marketplace offers admin (migration 0046): offers created, changed, published, withdrawn. */
export type MarketplaceAuditAction =
  | 'marketplace_offer.create'
  | 'marketplace_offer.update'
  | 'marketplace_offer.publish'
  | 'marketplace_offer.withdraw';

/** Marketplace Nuvem and the sales tree (migration 0047): agents hired, set up, deactivated; project agents' customers. */
export type AiAgentAuditAction =
  | 'ai_agent.hire'
  | 'ai_agent.update'
  | 'ai_agent.deactivate'
  | 'project_agent.assign'
  | 'project_agent.unassign';

/** Developer studio (migration 0042): projects, and API tokens created and revoked (never the token). */
export type DeveloperAuditAction =
  'dev_project.create' | 'dev_project.update' | 'dev_project.delete' | 'token.create' | 'token.revoke';

/**
 * Cofre and Chaves externas (migration 0043): secrets written, revealed (who and which version, never the
 * value) and deleted; keys registered, disabled and enabled (activate and rotate are operations).
 */
export type VaultAuditAction =
  | 'vault_secret.create'
  | 'vault_secret.update'
  | 'vault_secret.reveal'
  | 'vault_secret.delete'
  | 'external_key.register'
  | 'external_key.disable'
  | 'external_key.enable'
  | 'purchase.create'
  | 'purchase.cancel'
  | 'statement.download';

/** Access (issue 31): roles created, changed, deleted; roles given and taken; an environment's access removed. */
export type IamAuditAction =
  | 'role.create'
  | 'role.update'
  | 'role.delete'
  | 'user_role.grant'
  | 'user_role.revoke'
  | 'user_access.remove';

/** Insights administration (migration 0041): groups, their members and grants, users' direct grants. */
export type InsightsAuditAction =
  | 'insights_group.create'
  | 'insights_group.update'
  | 'insights_group.delete'
  | 'insights_group.members'
  | 'insights_group.grants'
  | 'insights_user.dashboard_grant'
  | 'insights_user.workspace_grant';

/** The user's own account (migration 0040): passwords, profile, sign-ins, invitations. */
export type AccountAuditAction =
  'password.reset' | 'password.change' | 'profile.update' | 'sign_in.end' | 'user.invite';

/** The IaaS › Configuração writes (networks, subnets, the environment's IaaS settings). */
export type IaasSetupAuditAction =
  'network.create' | 'network.delete' | 'subnet.create' | 'subnet.delete' | 'iaas_settings.change';

/** The audited disaster-recovery actions: an environment's DR history is read from these. */
export const disasterRecoveryAuditActions = [
  'disaster_recovery.test_start',
  'disaster_recovery.test_end',
  'disaster_recovery.activate',
  'disaster_recovery.restore',
] as const;
export type DisasterRecoveryAuditAction = (typeof disasterRecoveryAuditActions)[number];

export interface NewAuditEvent {
  actorUserId: string;
  action: AuditAction;
  subjectUserId: string | null;
  environmentId?: string | null;
  details?: Record<string, string | number | boolean | null | readonly string[]>;
  /** The resource it touched (a machine's resource_id). */
  targetId?: string | null;
  /** What changed, before and after (JSON); null when not recorded, or (after) when removed. */
  before?: unknown;
  after?: unknown;
}

export interface AuditEventRow {
  id: string;
  occurred_at: Date;
  actor_user_id: string;
  action: AuditAction;
  subject_user_id: string | null;
  environment_id: string | null;
  details: Record<string, unknown>;
}

const jsonOrNull = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/** Appends one event; the table refuses UPDATE and DELETE (0024). */
export async function insertAuditEvent(db: Queryable, event: NewAuditEvent): Promise<void> {
  await db.query(
    `INSERT INTO audit_events (actor_user_id, action, subject_user_id, environment_id, details, target_id, before,
       after)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7::jsonb, $8::jsonb)`,
    [
      event.actorUserId,
      event.action,
      event.subjectUserId,
      event.environmentId ?? null,
      JSON.stringify(event.details ?? {}),
      event.targetId ?? null,
      jsonOrNull(event.before),
      jsonOrNull(event.after),
    ],
  );
}
