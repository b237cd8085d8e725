-- A quick dataset no report was saved over is dropped a day after its last use, not its creation: its user
-- renewing a quick create token for the workspace (an editor still open) counts as a use.
ALTER TABLE analytics_quick_datasets ADD COLUMN used_at timestamptz NOT NULL DEFAULT now();
