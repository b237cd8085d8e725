-- Customer disaster recovery (portal spec §2.6 "customer disaster recovery (plan-test, activation, deactivation,
-- backup)", §6): which DR pairs of an environment are failed over to their destination, the environment's
-- backups, and the audit of every DR action and backup download (the pages' history reads audit_events).

-- One row per pair (its dr_origin) serving from its dr_destination; restoring the origin deletes the row. The
-- environment's state follows: no row normal, some partial, every pair failed_over.
CREATE TABLE disaster_recovery_failovers (
  origin_id uuid PRIMARY KEY REFERENCES topologies (id) ON DELETE CASCADE,
  environment_id uuid NOT NULL REFERENCES customer_environments (id) ON DELETE CASCADE,
  activated_at timestamptz NOT NULL DEFAULT now(),
  activated_by uuid NOT NULL
);
CREATE INDEX disaster_recovery_failovers_environment_idx ON disaster_recovery_failovers (environment_id);

-- The environment's backups, one row each, with the topology they were taken of.
CREATE TABLE environment_backups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The name shown to the customer and quoted to support (e.g. bkp-acm1-001).
  backup_id text NOT NULL UNIQUE CHECK (backup_id ~ '^[A-Za-z0-9_-]{1,80}$'),
  environment_id uuid NOT NULL REFERENCES customer_environments (id) ON DELETE CASCADE,
  topology_id uuid NOT NULL REFERENCES topologies (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('full', 'incremental', 'archive_log')),
  status text NOT NULL CHECK (status IN ('completed', 'failed')),
  size_bytes bigint NOT NULL CHECK (size_bytes >= 0),
  taken_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  CHECK (expires_at > taken_at)
);
CREATE INDEX environment_backups_environment_idx ON environment_backups (environment_id, taken_at DESC);

-- The audit trail takes the DR actions and backup downloads too; an environment's DR history is read from it.
ALTER TABLE audit_events DROP CONSTRAINT audit_events_action_check;
ALTER TABLE audit_events ADD CONSTRAINT audit_events_action_check CHECK (action IN (
  'impersonation.start', 'impersonation.stop', 'assist_token.generate', 'assist_token.verify',
  'disaster_recovery.test_start', 'disaster_recovery.test_end', 'disaster_recovery.activate',
  'disaster_recovery.restore', 'backup.download'));
CREATE INDEX audit_events_environment_idx ON audit_events (environment_id, occurred_at DESC);
