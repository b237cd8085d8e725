-- VM resize, snapshots and restores (issue 30, Máquinas virtuais and /backups). A snapshot is made by the
-- vm.snapshot operation that names it (operation_id UNIQUE: the step that inserts it, retried, finds it made);
-- it keeps the machine's resource_id as text, so it outlives the machine (a restore then refuses).
CREATE TABLE iaas_snapshots (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  snapshot_id text NOT NULL UNIQUE CHECK (snapshot_id ~ '^[A-Za-z0-9_-]{1,80}$'),
  environment_id uuid NOT NULL REFERENCES customer_environments (id) ON DELETE CASCADE,
  resource_id text NOT NULL CHECK (length(resource_id) BETWEEN 1 AND 80),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  size_gb integer NOT NULL CHECK (size_gb > 0),
  state text NOT NULL CHECK (state IN ('creating', 'available')),
  operation_id uuid UNIQUE REFERENCES operations (id) ON DELETE SET NULL,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX iaas_snapshots_environment_idx ON iaas_snapshots (environment_id, created_at DESC);

-- A machine being resized or restored from a snapshot.
ALTER TABLE iaas_resources DROP CONSTRAINT iaas_resources_state_check;
ALTER TABLE iaas_resources ADD CONSTRAINT iaas_resources_state_check CHECK (state IN (
  'running', 'stopped', 'available', 'in_use', 'provisioning', 'error', 'starting', 'stopping', 'deleting',
  'resizing', 'restoring'));

ALTER TABLE audit_events DROP CONSTRAINT audit_events_action_check;
ALTER TABLE audit_events ADD CONSTRAINT audit_events_action_check CHECK (action IN (
  'impersonation.start', 'impersonation.stop', 'assist_token.generate', 'assist_token.verify',
  'disaster_recovery.test_start', 'disaster_recovery.test_end', 'disaster_recovery.activate',
  'disaster_recovery.restore', 'backup.download',
  'vm.start', 'vm.stop', 'vm.restart', 'vm.delete', 'settings.change',
  'network.create', 'network.delete', 'subnet.create', 'subnet.delete', 'iaas_settings.change',
  'vm.create', 'resource.delete',
  'vm.resize', 'vm.snapshot', 'snapshot.restore', 'backup.restore'));
