-- Insights administration (issue 31, spec §2.5, §5): groups of users, and what each group sees — dashboards
-- (with the action set of a dashboard administrator or of a read-only principal) and BI workspaces (view or
-- edit). dashboard_permissions and bi_workspace_members stay the direct grants; a user's effective access is
-- the union of their direct grants and their groups' grants, kept in ONE place: the two views below, which
-- every reader (the dashboards and BI services, the analytics side's token checks) reads.

CREATE TABLE insights_groups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 120),
  description text CHECK (length(description) <= 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- A group is named in permission lists: two groups of one name would be told apart by nobody.
CREATE UNIQUE INDEX insights_groups_name_key ON insights_groups (lower(btrim(name)));

CREATE TABLE insights_group_members (
  group_id uuid NOT NULL REFERENCES insights_groups (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (group_id, user_id)
);
CREATE INDEX insights_group_members_user_idx ON insights_group_members (user_id);

-- actions as in dashboard_permissions: the whole set of a level (api-contract dashboardLevelActions).
CREATE TABLE insights_group_dashboards (
  group_id uuid NOT NULL REFERENCES insights_groups (id) ON DELETE CASCADE,
  dashboard_id uuid NOT NULL REFERENCES dashboards (id) ON DELETE CASCADE,
  actions text[] NOT NULL CHECK (cardinality(actions) > 0),
  PRIMARY KEY (group_id, dashboard_id)
);
CREATE INDEX insights_group_dashboards_dashboard_idx ON insights_group_dashboards (dashboard_id);

CREATE TABLE insights_group_workspaces (
  group_id uuid NOT NULL REFERENCES insights_groups (id) ON DELETE CASCADE,
  workspace_id uuid NOT NULL REFERENCES bi_workspaces (id) ON DELETE CASCADE,
  access text NOT NULL CHECK (access IN ('view', 'edit')),
  PRIMARY KEY (group_id, workspace_id)
);
CREATE INDEX insights_group_workspaces_workspace_idx ON insights_group_workspaces (workspace_id);

-- Every action a user holds on a dashboard, directly or through any of their groups (the union: an
-- administrator's set contains the read-only one, so the stronger wins). Actions in the spec's order (§3).
CREATE VIEW effective_dashboard_permissions AS
  WITH held AS (
    SELECT p.dashboard_id, p.user_id, p.actions FROM dashboard_permissions p
    UNION ALL
    SELECT g.dashboard_id, m.user_id, g.actions
    FROM insights_group_dashboards g JOIN insights_group_members m ON m.group_id = g.group_id
  )
  SELECT dashboard_id, user_id,
    ARRAY(
      SELECT a FROM unnest(array_agg(DISTINCT action)) a
      ORDER BY array_position(ARRAY['DescribeDashboard', 'ListDashboardVersions', 'QueryDashboard',
        'UpdateDashboard', 'DeleteDashboard', 'DescribeDashboardPermissions', 'UpdateDashboardPermissions',
        'UpdateDashboardPublishedVersion']::text[], a) NULLS LAST, a
    ) AS actions
  FROM held, unnest(held.actions) AS action
  GROUP BY dashboard_id, user_id;

-- A user's access to a workspace, directly or through any of their groups: edit when any of them says edit.
CREATE VIEW effective_bi_workspace_members AS
  WITH held AS (
    SELECT m.workspace_id, m.user_id, m.access FROM bi_workspace_members m
    UNION ALL
    SELECT g.workspace_id, m.user_id, g.access
    FROM insights_group_workspaces g JOIN insights_group_members m ON m.group_id = g.group_id
  )
  SELECT workspace_id, user_id, CASE WHEN bool_or(access = 'edit') THEN 'edit' ELSE 'view' END AS access
  FROM held
  GROUP BY workspace_id, user_id;

-- No access_version trigger: these tables change no user's features, flags or environments (0035), and no
-- reader caches dashboards or workspaces (every request reads the views; an embed token lives minutes).

INSERT INTO audit_actions (action) VALUES
  ('insights_group.create'), ('insights_group.update'), ('insights_group.delete'),
  ('insights_group.members'), ('insights_group.grants'),
  ('insights_user.dashboard_grant'), ('insights_user.workspace_grant');
