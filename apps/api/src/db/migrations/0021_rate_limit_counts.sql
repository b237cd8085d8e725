-- Rate-limit counts, shared by every API instance on the database, so n instances enforce one limit: sign-in
-- attempts per client IP (and the other per-IP and per-user route limits), failed sign-ins per account,
-- refreshes per sign-in, failed refreshes per IP. One row per key and window, counted by one UPSERT per hit
-- (auth/rate-counts.ts); a window that has ended restarts at the next hit, and housekeeping deletes the rows of
-- ended windows. Keys name their kind and a SHA-256 of their subject (no e-mail or address is stored).
CREATE TABLE rate_limit_counts (
  key text PRIMARY KEY,
  count integer NOT NULL,
  resets_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_counts_resets_at ON rate_limit_counts (resets_at);
