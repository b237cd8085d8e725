-- IaaS › Gerenciador (issue: create a virtual machine, import one from an image, remove free resources, quotas).
-- Quotas bound what an environment may hold; the used side is counted from iaas_resources when asked, never
-- stored. A create locks its environment's quota row (FOR UPDATE) in the transaction that inserts the machine,
-- so two creates at once are counted one after the other. An environment without a row has the defaults.
CREATE TABLE iaas_quotas (
  environment_id uuid PRIMARY KEY REFERENCES customer_environments (id) ON DELETE CASCADE,
  max_machines integer NOT NULL DEFAULT 60 CHECK (max_machines >= 0),
  max_vcpus integer NOT NULL DEFAULT 400 CHECK (max_vcpus >= 0),
  max_memory_gb integer NOT NULL DEFAULT 1600 CHECK (max_memory_gb >= 0),
  max_disk_gb integer NOT NULL DEFAULT 20000 CHECK (max_disk_gb >= 0),
  max_public_ips integer NOT NULL DEFAULT 30 CHECK (max_public_ips >= 0)
);

-- SSH keys a Linux machine may be created with (key management comes later; the manager lists and picks).
CREATE TABLE iaas_ssh_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  environment_id uuid NOT NULL REFERENCES customer_environments (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  public_key text NOT NULL CHECK (length(public_key) BETWEEN 20 AND 16000),
  -- 'SHA256:' and the unpadded base64 of the key blob's SHA-256, as ssh-keygen -l prints it.
  fingerprint text NOT NULL CHECK (fingerprint ~ '^SHA256:[A-Za-z0-9+/]{43}$'),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (environment_id, name)
);

-- Images: the catalogue's (environment_id NULL, every environment may use them, the price list shows them)
-- and those an environment imported (its own, offered by "import a virtual machine").
ALTER TABLE iaas_images
  ADD COLUMN environment_id uuid REFERENCES customer_environments (id) ON DELETE CASCADE,
  ADD COLUMN source text NOT NULL DEFAULT 'catalog' CHECK (source IN ('catalog', 'imported')),
  ADD COLUMN imported_at timestamptz,
  ADD CHECK ((source = 'imported') = (environment_id IS NOT NULL)),
  ADD CHECK ((source = 'imported') = (imported_at IS NOT NULL));
CREATE INDEX iaas_images_environment_idx ON iaas_images (environment_id) WHERE environment_id IS NOT NULL;

-- A machine's name is its own in its environment (the manager refuses a taken one; this holds it under races).
CREATE UNIQUE INDEX iaas_resources_machine_name ON iaas_resources (environment_id, name)
  WHERE kind = 'virtual_machine';

-- The manager's operations in the audit log.
ALTER TABLE audit_events DROP CONSTRAINT audit_events_action_check;
ALTER TABLE audit_events ADD CONSTRAINT audit_events_action_check CHECK (action IN (
  'impersonation.start', 'impersonation.stop', 'assist_token.generate', 'assist_token.verify',
  'disaster_recovery.test_start', 'disaster_recovery.test_end', 'disaster_recovery.activate',
  'disaster_recovery.restore', 'backup.download',
  'vm.start', 'vm.stop', 'vm.restart', 'vm.delete', 'settings.change',
  'network.create', 'network.delete', 'subnet.create', 'subnet.delete', 'iaas_settings.change',
  'vm.create', 'resource.delete'));
