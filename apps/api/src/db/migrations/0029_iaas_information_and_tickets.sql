-- IaaS › Informações (portal spec §2.6, §6 iaas_information_access / iaas_information_documents): an
-- environment's IaaS contract, its billing data and the documents it may download. The files themselves are
-- made on download from these rows and the analytics side's daily consumption, so nothing stored goes stale.
CREATE TABLE iaas_contracts (
  environment_id uuid PRIMARY KEY REFERENCES customer_environments (id) ON DELETE CASCADE,
  contract_number text NOT NULL UNIQUE CHECK (contract_number ~ '^[A-Z0-9-]{4,40}$'),
  plan text NOT NULL CHECK (plan IN ('pay_as_you_go', 'reserved_12', 'reserved_36', 'enterprise')),
  start_date date NOT NULL,
  term_months integer NOT NULL CHECK (term_months BETWEEN 1 AND 120),
  -- 'cancelling' is not stored here: it is the user's IaaS account state (users.iaas_cancelling).
  status text NOT NULL CHECK (status IN ('active', 'suspended', 'ended'))
);

CREATE TABLE iaas_billing_profiles (
  environment_id uuid PRIMARY KEY REFERENCES customer_environments (id) ON DELETE CASCADE,
  billing_address text NOT NULL CHECK (length(billing_address) BETWEEN 1 AND 300),
  invoice_email text NOT NULL CHECK (invoice_email ~ '^[^@\s]+@[^@\s]+$'),
  payment_method text NOT NULL CHECK (payment_method IN ('boleto', 'pix', 'credit_card', 'bank_debit')),
  invoice_day integer NOT NULL CHECK (invoice_day BETWEEN 1 AND 28)
);

-- The signed contract and one invoice per closed month.
CREATE TABLE iaas_documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  environment_id uuid NOT NULL REFERENCES customer_environments (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('contract', 'invoice')),
  -- The month an invoice bills (its first day); NULL for the contract.
  period date CHECK (period IS NULL OR extract(day FROM period) = 1),
  issued_on date NOT NULL,
  CHECK ((kind = 'invoice') = (period IS NOT NULL)),
  UNIQUE (environment_id, kind, period)
);
CREATE INDEX iaas_documents_environment_idx ON iaas_documents (environment_id, issued_on DESC);

-- Tickets opened in the portal (IaaS › Ajuda 'Abrir chamado'): what they are about, the resource when one, and
-- the key a retried request carries, so one request opens one ticket.
ALTER TABLE support_tickets ADD COLUMN category text
  CHECK (category IS NULL OR category IN ('incident', 'question', 'request', 'billing'));
ALTER TABLE support_tickets ADD COLUMN resource_id text;
ALTER TABLE support_tickets ADD COLUMN idempotency_key uuid;
-- What the first request with that key asked, so the same key with another request is refused.
ALTER TABLE support_tickets ADD COLUMN request_hash text;
CREATE UNIQUE INDEX support_tickets_idempotency_idx
  ON support_tickets (requester_user_id, idempotency_key);

ALTER TABLE audit_events DROP CONSTRAINT audit_events_action_check;
ALTER TABLE audit_events ADD CONSTRAINT audit_events_action_check CHECK (action IN (
  'impersonation.start', 'impersonation.stop', 'assist_token.generate', 'assist_token.verify',
  'disaster_recovery.test_start', 'disaster_recovery.test_end', 'disaster_recovery.activate',
  'disaster_recovery.restore', 'backup.download',
  'vm.start', 'vm.stop', 'vm.restart', 'vm.delete', 'settings.change',
  'network.create', 'network.delete', 'subnet.create', 'subnet.delete', 'iaas_settings.change',
  'vm.create', 'resource.delete',
  'vm.resize', 'vm.snapshot', 'snapshot.restore', 'backup.restore',
  'iaas_document.download', 'ticket.create'));
