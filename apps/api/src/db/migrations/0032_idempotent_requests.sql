-- One record of the Idempotency-Key for every write that is not an operation (apps/api/src/idempotency):
-- budgets, tickets and the setup screen. An operation row stays its own record (operations.idempotency_key).
CREATE TABLE idempotent_requests (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key_hash text NOT NULL,
  -- The write the key was used for (e.g. iaas.budget.create): the same key for another write is refused.
  scope text NOT NULL,
  request_hash text NOT NULL,
  status integer NOT NULL,
  answer jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key_hash)
);

-- The setup screen's keys (0026) go on answering their retries: same hashes, under the setup scope.
INSERT INTO idempotent_requests (user_id, key_hash, scope, request_hash, status, answer, created_at)
SELECT user_id, key_hash, 'iaas.setup', request_hash, status, answer, created_at FROM iaas_setup_requests;
DROP TABLE iaas_setup_requests;

-- Budgets and tickets kept their keys in their own rows; dropping the column drops its unique constraint
-- (iaas_budgets) and index (support_tickets_idempotency_idx) with it.
ALTER TABLE iaas_budgets DROP COLUMN idempotency_key;
DROP INDEX support_tickets_idempotency_idx;
ALTER TABLE support_tickets DROP COLUMN idempotency_key, DROP COLUMN request_hash;
