-- Customer environments, the users who hold them, their features, and refresh-token sessions.

CREATE TABLE customer_environments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  cloud_id text NOT NULL UNIQUE,
  t_code text NOT NULL,
  corporate_name text NOT NULL,
  federal_id text NOT NULL,
  region text NOT NULL,
  support_type text NOT NULL CHECK (support_type IN ('PRIME', 'STANDARD')),
  budget_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  full_name text NOT NULL,
  phone text,
  password_hash text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('customer', 'partner', 'staff')),
  rev_home boolean NOT NULL DEFAULT false,
  stream_channel text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Emails are unique whatever their case; sign-in looks them up the same way.
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE user_environments (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  environment_id uuid NOT NULL REFERENCES customer_environments (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, environment_id)
);
CREATE INDEX user_environments_environment_idx ON user_environments (environment_id);

CREATE TABLE user_features (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  feature text NOT NULL,
  PRIMARY KEY (user_id, feature)
);

-- One row per refresh token ever issued. Only a SHA-256 of the token is stored. A family is one sign-in:
-- each rotation adds a child (parent_id) and revokes the parent; presenting a revoked token revokes the family.
CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  family_id uuid NOT NULL,
  parent_id uuid REFERENCES refresh_tokens (id) ON DELETE SET NULL,
  revoked_at timestamptz,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);
