-- Quick create (docs/analytics.md "Quick create"): each dataset made from a host page's data has its own table,
-- analytics_quick_<id without dashes>, whose rows all belong to environment_id, and this row saying what its
-- columns are. The table is created by the API in the same transaction as this row.
CREATE TABLE analytics_quick_datasets (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES bi_workspaces (id) ON DELETE CASCADE,
  environment_id uuid NOT NULL REFERENCES customer_environments (id) ON DELETE CASCADE,
  created_by uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The table name fields carry (the config's), its physical table and its columns:
  -- [{name, displayName, dataType, format, sqlType}], column i stored as c<i>.
  table_name text NOT NULL CHECK (table_name <> ''),
  source text NOT NULL UNIQUE CHECK (source ~ '^analytics_quick_[0-9a-f]{32}$'),
  columns jsonb NOT NULL,
  row_count integer NOT NULL CHECK (row_count >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX analytics_quick_datasets_workspace_idx ON analytics_quick_datasets (workspace_id, created_by);
