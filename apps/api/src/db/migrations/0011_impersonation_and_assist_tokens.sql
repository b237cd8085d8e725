-- Impersonation (portal spec §2.7 "impersonate users") and support assist tokens (spec §1 "token generation for
-- support"), with an audit trail of both.

-- One row per impersonation. It belongs to a sign-in (session_id is the refresh-token family): every access
-- token of that sign-in answers as target_user_id until ended_at, or until expires_at passes.
CREATE TABLE impersonations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  session_id uuid NOT NULL,
  staff_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  target_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  started_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  ended_at timestamptz,
  end_reason text CHECK (end_reason IN ('stop', 'logout', 'expired')),
  CHECK (staff_user_id <> target_user_id),
  CHECK ((ended_at IS NULL) = (end_reason IS NULL))
);
-- At most one live impersonation per sign-in.
CREATE UNIQUE INDEX impersonations_live_session_key ON impersonations (session_id) WHERE ended_at IS NULL;

-- Support assist tokens: only a SHA-256 of the token is stored; it is shown once. One live token per user:
-- generating another revokes the previous.
CREATE TABLE assist_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  environment_id uuid NOT NULL REFERENCES customer_environments (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE UNIQUE INDEX assist_tokens_live_user_key ON assist_tokens (user_id) WHERE revoked_at IS NULL;

-- Who did what to whom: impersonation starts and ends, assist tokens generated and verified. Rows are only
-- ever inserted; actor and subject keep their ids even if the user is deleted later.
CREATE TABLE audit_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  occurred_at timestamptz NOT NULL DEFAULT now(),
  actor_user_id uuid NOT NULL,
  action text NOT NULL CHECK (action IN (
    'impersonation.start', 'impersonation.stop', 'assist_token.generate', 'assist_token.verify')),
  subject_user_id uuid,
  environment_id uuid,
  details jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX audit_events_actor_idx ON audit_events (actor_user_id, occurred_at);
CREATE INDEX audit_events_subject_idx ON audit_events (subject_user_id, occurred_at);
