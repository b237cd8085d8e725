/** A person in the audit log. */
export interface AuditPerson {
  name: string;
  email: string;
}

/** One audit log entry as the screen shows it (the API's entry, in the portal's words). */
export interface AuditLogItem {
  id: string;
  /** ISO instant. */
  occurredAt: string;
  /** A row of audit_actions: vm.stop, budget.update… */
  action: string;
  result: 'requested' | 'succeeded' | 'failed';
  actor: AuditPerson | null;
  /** Whom the actor acted for (an impersonation); null when the actor acted as themselves. */
  onBehalfOf: AuditPerson | null;
  environment: { cloudId: string; name: string } | null;
  resource: string | null;
  details: Record<string, unknown>;
  before: unknown;
  after: unknown;
}

/** What the filter offers: people, actions, environments. */
export interface AuditLogFilterOptions {
  actors: readonly AuditPerson[];
  actions: readonly string[];
  environments: readonly { cloudId: string; name: string }[];
}
