-- Messages and alerts (mails, communications, legacy alerts, migration notices, customer notes, surveys),
-- user preferences by namespace, and pipeline executions.

-- The messages dropdown: one row per message to one user.
CREATE TABLE user_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  message text NOT NULL,
  link text,
  is_external_link boolean NOT NULL DEFAULT false,
  read_state boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_messages_user_idx ON user_messages (user_id, created_at DESC);
-- The envelope badge counts these on every message check (every 3 minutes per open portal).
CREATE INDEX user_messages_unread_idx ON user_messages (user_id) WHERE NOT read_state;

-- Communications shown to everyone who opens an environment; marketplace ones are fetched apart.
CREATE TABLE communication_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  environment_id uuid NOT NULL REFERENCES customer_environments (id) ON DELETE CASCADE,
  top_type text NOT NULL CHECK (top_type IN ('info', 'warning', 'danger', 'success')),
  content text NOT NULL,
  marketplace boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz
);
CREATE INDEX communication_events_environment_idx
  ON communication_events (environment_id, marketplace, created_at DESC);

-- Legacy alerts addressed to one user.
CREATE TABLE user_alerts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('info', 'warning', 'danger', 'success')),
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz
);
CREATE INDEX user_alerts_user_idx ON user_alerts (user_id, created_at DESC);

-- A migration window of an environment; the portal warns from 7 days before it starts until it ends.
CREATE TABLE migration_notices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  environment_id uuid NOT NULL REFERENCES customer_environments (id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  message text NOT NULL,
  CHECK (ends_at > starts_at)
);
CREATE INDEX migration_notices_environment_idx ON migration_notices (environment_id, ends_at);

-- Notes about a customer environment; the top bar counts the checked ones.
CREATE TABLE customer_notes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  environment_id uuid NOT NULL REFERENCES customer_environments (id) ON DELETE CASCADE,
  title text NOT NULL,
  content text NOT NULL,
  checked boolean NOT NULL DEFAULT false,
  author text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customer_notes_environment_idx ON customer_notes (environment_id, created_at DESC);

-- Survey inquiries and the users each one asks.
CREATE TABLE survey_inquiries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tag text NOT NULL,
  question text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  closes_at timestamptz
);

CREATE TABLE survey_inquiry_recipients (
  survey_id uuid NOT NULL REFERENCES survey_inquiries (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (survey_id, user_id)
);
CREATE INDEX survey_inquiry_recipients_user_idx ON survey_inquiry_recipients (user_id);

-- A user's preference by namespace, global (ccode '') or for one customer (ccode = a t_code). data is the
-- namespace's JSON array; FavoriteInsights holds dashboard ids as strings, deliberately without a foreign key.
CREATE TABLE user_preferences (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  namespace text NOT NULL CHECK (namespace IN ('FavoriteInsights', 'notes', 'phones')),
  ccode text NOT NULL DEFAULT '',
  data jsonb NOT NULL CHECK (jsonb_typeof(data) = 'array'),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, namespace, ccode)
);

-- Actions run on an environment (the right sidebar). topology_id names a topology without a foreign key:
-- the history outlives the topology.
CREATE TABLE pipeline_executions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  environment_id uuid NOT NULL REFERENCES customer_environments (id) ON DELETE CASCADE,
  topology_id text,
  action text NOT NULL,
  status text NOT NULL CHECK (status IN ('PENDING', 'RUNNING', 'SUCCESS', 'FAILED', 'USER_FAILED')),
  executed_by text NOT NULL,
  message text,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX pipeline_executions_environment_idx ON pipeline_executions (environment_id, started_at DESC);
CREATE INDEX pipeline_executions_started_idx ON pipeline_executions (started_at DESC);
