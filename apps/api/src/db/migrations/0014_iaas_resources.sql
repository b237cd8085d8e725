-- IaaS resources (portal spec §1 "IaaS … resources", §2.6 IaaS › resources): the virtual machines, block
-- volumes, networks and public IPs of a customer environment, one row each. The typed columns that do not
-- apply to a kind stay NULL (a network has no size, a volume no address), and the checks say which.
CREATE TABLE iaas_resources (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The provider's name for it, shown to the customer and quoted to support (e.g. vm-acm1-erp-01).
  resource_id text NOT NULL UNIQUE CHECK (length(resource_id) BETWEEN 1 AND 80),
  environment_id uuid NOT NULL REFERENCES customer_environments (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('virtual_machine', 'volume', 'network', 'public_ip')),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  provider text NOT NULL CHECK (length(provider) BETWEEN 1 AND 40),
  region text NOT NULL CHECK (length(region) BETWEEN 1 AND 40),
  state text NOT NULL CHECK (state IN ('running', 'stopped', 'available', 'in_use', 'provisioning', 'error')),
  vcpus integer CHECK (vcpus > 0),
  memory_gb integer CHECK (memory_gb > 0),
  size_gb integer CHECK (size_gb > 0),
  cidr cidr,
  address inet,
  -- The resource this one serves (a volume's or a public IP's machine), by resource_id; NULL when free.
  attached_to text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'virtual_machine') = (vcpus IS NOT NULL AND memory_gb IS NOT NULL)),
  CHECK ((kind IN ('virtual_machine', 'volume')) = (size_gb IS NOT NULL)),
  CHECK ((kind = 'network') = (cidr IS NOT NULL)),
  CHECK ((kind = 'public_ip') = (address IS NOT NULL)),
  CHECK (attached_to IS NULL OR kind IN ('volume', 'public_ip'))
);
-- An environment's resources, in the order a list shows them.
CREATE INDEX iaas_resources_environment_idx ON iaas_resources (environment_id, kind, name);
