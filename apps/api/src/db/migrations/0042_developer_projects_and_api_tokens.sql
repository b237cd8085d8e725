-- Developer studio (issue 31): a developer's projects, optionally limited to environments they may see, and
-- each project's API tokens. Only a SHA-256 of a token is kept (the token is in the creating answer alone),
-- with its last four characters to tell it apart on screen. A token is revoked (revoked_at) rather than
-- deleted, so its list keeps it; deleting its project deletes it.
CREATE TABLE dev_projects (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX dev_projects_owner_name ON dev_projects (owner_user_id, lower(name));

CREATE TABLE dev_project_environments (
  project_id uuid NOT NULL REFERENCES dev_projects (id) ON DELETE CASCADE,
  environment_id uuid NOT NULL REFERENCES customer_environments (id) ON DELETE CASCADE,
  PRIMARY KEY (project_id, environment_id)
);

CREATE TABLE api_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL REFERENCES dev_projects (id) ON DELETE CASCADE,
  name text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  last_four text NOT NULL CHECK (length(last_four) = 4),
  scopes text[] NOT NULL CHECK (cardinality(scopes) > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  last_used_at timestamptz,
  last_used_ip text
);
CREATE INDEX api_tokens_project_idx ON api_tokens (project_id, created_at DESC);

-- A project's environments limit what its tokens may reach: a change is a change of access.
CREATE TRIGGER dev_project_environments_access AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON dev_project_environments FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version();

INSERT INTO audit_actions (action) VALUES
  ('dev_project.create'), ('dev_project.update'), ('dev_project.delete'), ('token.create'), ('token.revoke');
