-- Termos de aceite and commercial events (issue 32).
--
-- Usage terms: staff write a draft and publish it as the next version; a user must accept the current
-- published version that applies to them (every customer, or the customers listed by t_code). Acceptances
-- record who, which version, when, from which IP and user agent; they never change, and a new version asks
-- again. Neither table changes what a user may see, so no access_version trigger.
CREATE TABLE usage_term_versions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- NULL while a draft; published versions are numbered 1, 2, … in publishing order.
  version integer UNIQUE CHECK (version >= 1),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  -- Plain paragraphs (blank-line separated) with a little Markdown; the portal renders it as text, never HTML.
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 50000),
  -- The customers (t_code) it applies to; empty: every customer.
  customer_codes text[] NOT NULL DEFAULT '{}',
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  published_by uuid REFERENCES users (id) ON DELETE SET NULL,
  published_at timestamptz,
  CHECK ((version IS NULL) = (published_at IS NULL))
);

CREATE TABLE usage_term_acceptances (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  version_id uuid NOT NULL REFERENCES usage_term_versions (id) ON DELETE RESTRICT,
  accepted_at timestamptz NOT NULL DEFAULT now(),
  ip text NOT NULL,
  user_agent text NOT NULL,
  PRIMARY KEY (user_id, version_id)
);
CREATE INDEX usage_term_acceptances_version_idx ON usage_term_acceptances (version_id);

-- Commercial events: campaigns (e.g. a migration promotion) with conditions and dates, and a discount that a
-- proposal moved into the event receives.
CREATE TABLE commercial_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  description text NOT NULL,
  conditions text NOT NULL,
  discount_percent integer NOT NULL CHECK (discount_percent BETWEEN 0 AND 100),
  starts_on date NOT NULL,
  ends_on date NOT NULL,
  CHECK (ends_on >= starts_on)
);

-- A customer's commercial proposals (per environment); money in integer centavos.
CREATE TABLE commercial_proposals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  environment_id uuid NOT NULL REFERENCES customer_environments (id) ON DELETE CASCADE,
  number text NOT NULL UNIQUE,
  products text[] NOT NULL,
  value_cents bigint NOT NULL CHECK (value_cents >= 0),
  -- The event it was moved into (by an approved migration request), and its value there.
  event_id uuid REFERENCES commercial_events (id),
  event_value_cents bigint CHECK (event_value_cents >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX commercial_proposals_environment_idx ON commercial_proposals (environment_id);

-- A customer's requests: to join an event, or to move a proposal into one. Staff approve or refuse (with a
-- reason); the customer sees the outcome. One open (pending or approved) request per environment and event
-- (join) or proposal (migration), so a retry or a second click is the same request.
CREATE TABLE commercial_event_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('join', 'migration')),
  event_id uuid NOT NULL REFERENCES commercial_events (id),
  environment_id uuid NOT NULL REFERENCES customer_environments (id) ON DELETE CASCADE,
  proposal_id uuid REFERENCES commercial_proposals (id) ON DELETE CASCADE,
  -- The proposal's value in the event, as reviewed when asked.
  new_value_cents bigint CHECK (new_value_cents >= 0),
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'refused')),
  reason text,
  requested_by uuid REFERENCES users (id) ON DELETE SET NULL,
  requested_at timestamptz NOT NULL DEFAULT now(),
  decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
  decided_at timestamptz,
  CHECK ((kind = 'migration') = (proposal_id IS NOT NULL)),
  CHECK ((state = 'pending') = (decided_at IS NULL)),
  CHECK (state <> 'refused' OR length(reason) > 0)
);
CREATE UNIQUE INDEX commercial_event_requests_open_join ON commercial_event_requests (environment_id, event_id)
  WHERE kind = 'join' AND state <> 'refused';
CREATE UNIQUE INDEX commercial_event_requests_open_migration ON commercial_event_requests (proposal_id)
  WHERE kind = 'migration' AND state <> 'refused';
CREATE INDEX commercial_event_requests_state_idx ON commercial_event_requests (state, requested_at DESC);

INSERT INTO audit_actions (action) VALUES
  ('usage_term.create'), ('usage_term.update'), ('usage_term.publish'), ('usage_term.accept'),
  ('commercial_event.join_request'), ('commercial_event.migration_request'), ('commercial_event.decide');
