-- The real-time channel's events. The id is the SSE event id: a client that reconnects with Last-Event-ID
-- gets the rows of its channel with a greater id. Rows are kept for a bounded time (pruned by the API).
CREATE TABLE stream_events (
  id bigserial PRIMARY KEY,
  channel text NOT NULL,
  event text NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stream_events_channel_id_idx ON stream_events (channel, id);
CREATE INDEX stream_events_created_at_idx ON stream_events (created_at);
