-- One-time links (password recovery, invitations), the profile's language, invited users, and where each
-- sign-in comes from (the profile's list of sign-ins).

-- An invited user has no password until they set one through their invitation link.
ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL;
ALTER TABLE users ADD COLUMN state text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'invited'));
ALTER TABLE users ADD CONSTRAINT users_active_has_password CHECK (state = 'invited' OR password_hash IS NOT NULL);
-- The language of the user's mail and of their profile's choice (the portal's languages).
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'pt-BR' CHECK (language IN ('pt-BR', 'en', 'es'));

-- A link sent by mail that sets a password once. Only a SHA-256 of its token is kept: the token is in the
-- mail alone. Consuming it is one UPDATE … WHERE used_at IS NULL AND expires_at > now().
CREATE TABLE account_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  purpose text NOT NULL CHECK (purpose IN ('password_reset', 'invite')),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX account_links_user_idx ON account_links (user_id, purpose);

-- Where each token of a sign-in was issued from: the profile lists a sign-in's device and address.
ALTER TABLE refresh_tokens ADD COLUMN client_ip text;
ALTER TABLE refresh_tokens ADD COLUMN user_agent text;

INSERT INTO audit_actions (action) VALUES
  ('password.reset'), ('password.change'), ('profile.update'), ('sign_in.end'), ('user.invite');
