-- What /me tells the portal beyond features (spec §3 "User", §6): feature flags, on for everyone or for some
-- users; whether the user's IaaS account is being cancelled; the banner message the portal translates as
-- env_message.{code}; and the account's alert messages (type and text).

ALTER TABLE users ADD COLUMN iaas_cancelling boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN message_code text;
ALTER TABLE users ADD COLUMN message_type text CHECK (message_type IN ('info', 'warning', 'danger', 'success'));
ALTER TABLE users ADD CONSTRAINT users_message_complete CHECK ((message_code IS NULL) = (message_type IS NULL));

CREATE TABLE feature_flags (
  flag text PRIMARY KEY,
  enabled_for_all boolean NOT NULL DEFAULT false
);

CREATE TABLE user_feature_flags (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  flag text NOT NULL REFERENCES feature_flags (flag) ON DELETE CASCADE,
  PRIMARY KEY (user_id, flag)
);

CREATE TABLE user_alert_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('info', 'warning', 'danger', 'success')),
  text text NOT NULL CHECK (text <> ''),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_alert_messages_user_idx ON user_alert_messages (user_id, created_at);
