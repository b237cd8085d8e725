-- Analytics content: report and dashboard definitions (JSONB, the contract's shapes) and each user's
-- persistent filters per report. A row's id is the id of the item it gives content to (an insights
-- dashboard or a BI item), so there is no foreign key; rows no item names are reports that exist only to
-- pin dashboard tiles from.

CREATE TABLE analytics_reports (
  id uuid PRIMARY KEY,
  name text NOT NULL CHECK (name <> ''),
  -- ReportBody: datasetId, pages, bookmarks, theme, filters.
  definition jsonb NOT NULL,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE analytics_dashboards (
  id uuid PRIMARY KEY,
  name text NOT NULL CHECK (name <> ''),
  -- { tiles }: the dashboard's grid.
  definition jsonb NOT NULL,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE analytics_user_states (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  report_id uuid NOT NULL REFERENCES analytics_reports (id) ON DELETE CASCADE,
  state text NOT NULL,
  saved_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, report_id)
);
