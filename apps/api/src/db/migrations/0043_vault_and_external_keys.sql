-- Cofre and Chaves externas (issue 31): an environment's secrets, encrypted by envelope encryption, and the
-- customer-managed keys that protect them. Nothing here decrypts anything alone: a secret version's value is
-- sealed (AES-256-GCM) by its own data key, the data key sealed by a version of the environment's key, and
-- that key's material sealed by the provider's root key, which lives outside the database (DATA_DIR or
-- VAULT_ROOT_KEY). Each seal binds the row it belongs to (its ids as associated data).

-- A key encryption key of an environment: the customer's (imported) or generated. One is active: new data
-- keys are wrapped by its current version. Disabled, its environment's secrets are neither revealed nor written.
CREATE TABLE vault_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  environment_id uuid NOT NULL REFERENCES customer_environments (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  origin text NOT NULL CHECK (origin IN ('imported', 'generated')),
  state text NOT NULL DEFAULT 'enabled' CHECK (state IN ('enabled', 'disabled')),
  active boolean NOT NULL DEFAULT false,
  current_version integer NOT NULL DEFAULT 1 CHECK (current_version >= 1),
  last_rotated_at timestamptz,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT vault_keys_name UNIQUE (environment_id, name)
);
CREATE UNIQUE INDEX vault_keys_one_active ON vault_keys (environment_id) WHERE active;

-- A key's versions: the material sealed by the root key (associated data: key id and version), and the
-- SHA-256 fingerprint the screens show. Old versions stay so what they wrapped can be read and re-wrapped.
CREATE TABLE vault_key_versions (
  key_id uuid NOT NULL REFERENCES vault_keys (id) ON DELETE CASCADE,
  version integer NOT NULL CHECK (version >= 1),
  sealed_material bytea NOT NULL,
  fingerprint text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (key_id, version)
);

CREATE TABLE vault_secrets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  environment_id uuid NOT NULL REFERENCES customer_environments (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 500),
  current_version integer NOT NULL DEFAULT 1 CHECK (current_version >= 1),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT vault_secrets_name UNIQUE (environment_id, name)
);

-- A secret's version: its value sealed by its own data key, the data key sealed by a key version (which one
-- is recorded: a rotation re-wraps these rows, the value's ciphertext is never touched).
CREATE TABLE vault_secret_versions (
  secret_id uuid NOT NULL REFERENCES vault_secrets (id) ON DELETE CASCADE,
  version integer NOT NULL CHECK (version >= 1),
  ciphertext bytea NOT NULL,
  wrapped_data_key bytea NOT NULL,
  key_id uuid NOT NULL,
  key_version integer NOT NULL,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (secret_id, version),
  FOREIGN KEY (key_id, key_version) REFERENCES vault_key_versions (key_id, version)
);
CREATE INDEX vault_secret_versions_key_idx ON vault_secret_versions (key_id, key_version);

INSERT INTO audit_actions (action) VALUES
  ('vault_secret.create'), ('vault_secret.update'), ('vault_secret.reveal'), ('vault_secret.delete'),
  ('external_key.register'), ('external_key.activate'), ('external_key.rotate'), ('external_key.disable'),
  ('external_key.enable');
