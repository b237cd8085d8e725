-- IaaS › Configuração (/iaas/setup): an environment's networks (iaas_resources of kind 'network') get their
-- subnets, and the environment its IaaS settings (the regions it uses and the defaults of a new resource).
-- The API holds the CIDR rules (private range, /16 to /28, no host bits, subnet inside its network, no
-- overlap); the columns are cidr, so PostgreSQL refuses a malformed one and the overlap checks use && and <<=.

CREATE TABLE iaas_subnets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The provider's name for it (e.g. sub-acm1-01-02), shown and quoted to support.
  subnet_id text NOT NULL UNIQUE CHECK (subnet_id ~ '^[a-z0-9][a-z0-9-]{0,79}$'),
  environment_id uuid NOT NULL REFERENCES customer_environments (id) ON DELETE CASCADE,
  -- Its network, by resource_id; deleting the network takes its subnets with it.
  network_id text NOT NULL REFERENCES iaas_resources (resource_id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  cidr cidr NOT NULL CHECK (family(cidr) = 4),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (network_id, name)
);
CREATE INDEX iaas_subnets_network_idx ON iaas_subnets (environment_id, network_id, cidr);

-- One row per environment that changed its settings; without one, every region is enabled and no default set.
CREATE TABLE iaas_environment_settings (
  environment_id uuid PRIMARY KEY REFERENCES customer_environments (id) ON DELETE CASCADE,
  enabled_regions text[] NOT NULL CHECK (cardinality(enabled_regions) >= 1),
  default_region text REFERENCES iaas_regions (region),
  default_size_sku text,
  default_image_id text REFERENCES iaas_images (image_id),
  -- A network of the environment, by resource_id; NULL once that network is deleted.
  default_network_id text REFERENCES iaas_resources (resource_id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (default_region IS NULL OR default_region = ANY (enabled_regions))
);

-- A write of the setup screen, by its Idempotency-Key: the same key with the same request answers what the
-- first answered (a retry, a double click); with another request 409 idempotency_key_reused.
CREATE TABLE iaas_setup_requests (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key_hash text NOT NULL,
  request_hash text NOT NULL,
  status integer NOT NULL,
  answer jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key_hash)
);

ALTER TABLE audit_events DROP CONSTRAINT audit_events_action_check;
ALTER TABLE audit_events ADD CONSTRAINT audit_events_action_check CHECK (action IN (
  'impersonation.start', 'impersonation.stop', 'assist_token.generate', 'assist_token.verify',
  'disaster_recovery.test_start', 'disaster_recovery.test_end', 'disaster_recovery.activate',
  'disaster_recovery.restore', 'backup.download',
  'vm.start', 'vm.stop', 'vm.restart', 'vm.delete', 'settings.change',
  'network.create', 'network.delete', 'subnet.create', 'subnet.delete', 'iaas_settings.change'));
