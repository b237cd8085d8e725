-- Single sign-on through an OpenID Connect issuer: the identities linked to users, the sign-ins under way,
-- and the one-time codes that hand a finished sign-in to the portal. Secrets are stored as SHA-256 hashes.

-- An issuer's subject is stable for a user, unlike their email: once linked, a sign-in finds the user by it.
-- One subject per user and issuer: an email address the issuer later gives to another account does not link
-- that account to the user too.
CREATE TABLE user_identities (
  issuer text NOT NULL,
  subject text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_sign_in_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (issuer, subject),
  UNIQUE (user_id, issuer)
);

-- One row per redirect to the issuer, consumed (deleted) by the callback, whichever API instance gets it.
CREATE TABLE sso_pending_logins (
  state_hash text PRIMARY KEY,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  return_to text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sso_pending_logins_expires_idx ON sso_pending_logins (expires_at);

-- One row per finished sign-in, consumed (deleted) when the portal exchanges the code for tokens.
CREATE TABLE sso_login_codes (
  code_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sso_login_codes_expires_idx ON sso_login_codes (expires_at);
CREATE INDEX sso_login_codes_user_idx ON sso_login_codes (user_id);
