-- The audit log screen (issue 31): provider staff read every environment's entries newest first, by page; this
-- index serves that order (a customer's entries are read through audit_events_environment_idx, migration 0024).
CREATE INDEX audit_events_occurred_idx ON audit_events (occurred_at DESC, id DESC);
