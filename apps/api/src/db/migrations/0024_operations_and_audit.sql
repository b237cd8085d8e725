-- Operations (issue 30): every action that changes a resource is a row here, run as a durable job by the API's
-- operation worker (apps/api/src/domains/operations). The table is also the right sidebar's action list
-- (spec §2.8): the demo rows of pipeline_executions move in, and that table goes, so one source feeds the
-- sidebar (a view would leave two names for one thing, and the seed would write through it).

CREATE TABLE operations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  environment_id uuid NOT NULL REFERENCES customer_environments (id) ON DELETE CASCADE,
  -- Who asked; NULL for the system and for the history moved from pipeline_executions.
  actor_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  -- Who asked, as the list shows it (an email, or "sistema"): the history outlives the user.
  executed_by text NOT NULL,
  -- What it does: a kind the worker runs (vm.start…), or, for the moved history, the action's label.
  kind text NOT NULL CHECK (length(kind) BETWEEN 1 AND 120),
  -- The resource it acts on (an iaas_resources.resource_id, a topology's name), without a foreign key: the
  -- history outlives the resource (a delete removes it).
  target_id text,
  state text NOT NULL DEFAULT 'PENDING'
    CHECK (state IN ('PENDING', 'RUNNING', 'SUCCESS', 'FAILED', 'USER_FAILED')),
  -- The next step to run, and each step done ({ name, at }) in order; a step's change and its record commit
  -- together.
  step integer NOT NULL DEFAULT 0 CHECK (step >= 0),
  steps_done jsonb NOT NULL DEFAULT '[]'::jsonb,
  request jsonb NOT NULL DEFAULT '{}'::jsonb,
  result jsonb,
  error_code text,
  message text,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  -- The lease: the worker that claimed it (a token per claim) holds it until locked_until; past that, any
  -- worker may claim it again and resume at `step`.
  locked_by uuid,
  locked_until timestamptz,
  run_after timestamptz NOT NULL DEFAULT now(),
  -- SHA-256 of the Idempotency-Key, and of what was asked with it: the same key again is the same operation.
  idempotency_key_hash text,
  request_hash text,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz,
  CHECK ((idempotency_key_hash IS NULL) = (request_hash IS NULL)),
  CHECK ((state IN ('SUCCESS', 'FAILED', 'USER_FAILED')) = (finished_at IS NOT NULL))
);
CREATE UNIQUE INDEX operations_idempotency_key ON operations (actor_user_id, idempotency_key_hash)
  WHERE idempotency_key_hash IS NOT NULL;
CREATE INDEX operations_environment_idx ON operations (environment_id, created_at DESC);
CREATE INDEX operations_created_idx ON operations (created_at DESC);
-- What the worker claims: the unfinished ones.
CREATE INDEX operations_unfinished_idx ON operations (run_after) WHERE state IN ('PENDING', 'RUNNING');
-- At most one unfinished operation per resource.
CREATE UNIQUE INDEX operations_one_live_per_target ON operations (environment_id, target_id)
  WHERE state IN ('PENDING', 'RUNNING') AND actor_user_id IS NOT NULL;

INSERT INTO operations
  (id, environment_id, executed_by, kind, target_id, state, message, created_at, started_at, finished_at)
SELECT id, environment_id, executed_by, action, topology_id, status, message, started_at,
  CASE WHEN status = 'PENDING' THEN NULL ELSE started_at END,
  CASE WHEN status IN ('SUCCESS', 'FAILED', 'USER_FAILED') THEN coalesce(finished_at, started_at) END
FROM pipeline_executions;
DROP TABLE pipeline_executions;

-- A machine moves through these while an operation acts on it.
ALTER TABLE iaas_resources DROP CONSTRAINT iaas_resources_state_check;
ALTER TABLE iaas_resources ADD CONSTRAINT iaas_resources_state_check CHECK (state IN (
  'running', 'stopped', 'available', 'in_use', 'provisioning', 'error', 'starting', 'stopping', 'deleting'));

-- The audit log: what each change was before and after, the resource it touched, and the operations and
-- settings changes among its actions.
ALTER TABLE audit_events ADD COLUMN target_id text;
ALTER TABLE audit_events ADD COLUMN before jsonb;
ALTER TABLE audit_events ADD COLUMN after jsonb;
ALTER TABLE audit_events DROP CONSTRAINT audit_events_action_check;
ALTER TABLE audit_events ADD CONSTRAINT audit_events_action_check CHECK (action IN (
  'impersonation.start', 'impersonation.stop', 'assist_token.generate', 'assist_token.verify',
  'disaster_recovery.test_start', 'disaster_recovery.test_end', 'disaster_recovery.activate',
  'disaster_recovery.restore', 'backup.download',
  'vm.start', 'vm.stop', 'vm.restart', 'vm.delete', 'settings.change'));
-- An environment's log newest first, read by keyset (occurred_at, id).
DROP INDEX audit_events_environment_idx;
CREATE INDEX audit_events_environment_idx ON audit_events (environment_id, occurred_at DESC, id DESC);

-- Append-only: no statement may change or remove what was written (a test tries each).
CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER audit_events_no_change BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();
