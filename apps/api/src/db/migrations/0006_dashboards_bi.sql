-- Insights dashboards shared with users, and the BI workspaces and items (reports, dashboards) they embed.

CREATE TABLE dashboards (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (name <> ''),
  -- '' when uncategorised; the portal shows it as 'Sem Classificação'.
  category text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A row shares a dashboard with a user. actions are permission action names (DescribeDashboard, …);
-- UpdateDashboard and DeleteDashboard together make the user a dashboard administrator.
CREATE TABLE dashboard_permissions (
  dashboard_id uuid NOT NULL REFERENCES dashboards (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  actions text[] NOT NULL CHECK (cardinality(actions) > 0),
  PRIMARY KEY (dashboard_id, user_id)
);
CREATE INDEX dashboard_permissions_user_idx ON dashboard_permissions (user_id);

CREATE TABLE bi_workspaces (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (name <> ''),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Who may see a workspace's items; 'edit' also lets them change its items in the analytics side.
CREATE TABLE bi_workspace_members (
  workspace_id uuid NOT NULL REFERENCES bi_workspaces (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  access text NOT NULL CHECK (access IN ('view', 'edit')),
  PRIMARY KEY (workspace_id, user_id)
);
CREATE INDEX bi_workspace_members_user_idx ON bi_workspace_members (user_id);

CREATE TABLE bi_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  workspace_id uuid NOT NULL REFERENCES bi_workspaces (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('report', 'dashboard')),
  name text NOT NULL CHECK (name <> ''),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bi_items_workspace_idx ON bi_items (workspace_id);
