-- Topologies of the customer environments, their contracts and TSS subscriptions, each user's favourite
-- environments and disaster-recovery switches. pg_trgm makes the global search (substring match) use an index.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE topologies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  topology_id text NOT NULL UNIQUE,
  environment_id uuid NOT NULL REFERENCES customer_environments (id) ON DELETE CASCADE,
  product text NOT NULL CHECK (product ~ '^[a-z0-9_]+$'),
  topology_type text NOT NULL
    CHECK (topology_type IN ('production', 'homologation', 'development', 'dr_origin', 'dr_destination')),
  -- The topology a dr_destination replicates (a dr_origin of the same environment).
  replica_of uuid REFERENCES topologies (id) ON DELETE SET NULL,
  -- The cloud infrastructure it runs on; an environment's providers are those of its topologies.
  provider text NOT NULL CHECK (provider ~ '^[a-z0-9_]+$'),
  region text NOT NULL,
  instance_name text NOT NULL,
  domain text,
  public_ip inet,
  status text NOT NULL CHECK (status IN ('active', 'stopped', 'provisioning')),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- What the global search matches, one field a line: search text cannot contain a line break, so no match
  -- spans two fields. cloud_id and t_code are matched on customer_environments.
  search_text text NOT NULL GENERATED ALWAYS AS (
    topology_id || E'\n' || instance_name || E'\n' || coalesce(domain, '') || E'\n' ||
    coalesce(host(public_ip), '')
  ) STORED
);
CREATE INDEX topologies_environment_idx ON topologies (environment_id, topology_type);
CREATE INDEX topologies_search_idx ON topologies USING gin (search_text gin_trgm_ops);

CREATE TABLE environment_contracts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contract_id text NOT NULL UNIQUE,
  environment_id uuid NOT NULL REFERENCES customer_environments (id) ON DELETE CASCADE,
  product text NOT NULL,
  description text NOT NULL,
  status text NOT NULL CHECK (status IN ('active', 'suspended', 'cancelled', 'ended')),
  start_date date NOT NULL,
  end_date date CHECK (end_date IS NULL OR end_date >= start_date),
  monthly_value numeric(12, 2) NOT NULL CHECK (monthly_value >= 0),
  currency text NOT NULL DEFAULT 'BRL' CHECK (currency ~ '^[A-Z]{3}$')
);
CREATE INDEX environment_contracts_environment_idx ON environment_contracts (environment_id);

-- TSS (the electronic tax-document service) is hired per customer code (t_code). A t_code without a row
-- has hired nothing: quota 0.
CREATE TABLE tss_subscriptions (
  t_code text PRIMARY KEY,
  quota_hired integer NOT NULL CHECK (quota_hired >= 0),
  quota_used integer NOT NULL DEFAULT 0 CHECK (quota_used >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customer_environments_t_code_idx ON customer_environments (t_code);

CREATE TABLE favorite_environments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  environment_id uuid NOT NULL REFERENCES customer_environments (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, environment_id)
);

-- Each user's disaster-recovery switches per environment; no row means both off.
CREATE TABLE disaster_recovery_switches (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  environment_id uuid NOT NULL REFERENCES customer_environments (id) ON DELETE CASCADE,
  test_active boolean NOT NULL DEFAULT false,
  all_topologies boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, environment_id)
);
