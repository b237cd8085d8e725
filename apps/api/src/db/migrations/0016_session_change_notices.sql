-- Every change to a sign-in's state is announced to every API instance, which keeps live sessions briefly
-- in memory (services/session-states.ts) and drops one the moment it changes: a sign-out, a refresh token
-- revoked (rotation, reuse detection) or deleted, an impersonation started or ended. Triggers, so that no
-- code path (nor a manual UPDATE) can change a session without the instances hearing of it.
-- The notices go on the real-time channel's NOTIFY channel, which every instance already LISTENs on, as
-- {"session": "<refresh-token family id>"}; the event bus ignores them (they name no stream channel).
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(
    'nuvem_stream_events',
    json_build_object('session', to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END) ->> TG_ARGV[0])::text
  );
  RETURN NULL;
END $$;

CREATE TRIGGER refresh_tokens_revoked AFTER UPDATE OF revoked_at ON refresh_tokens
  FOR EACH ROW WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at)
  EXECUTE FUNCTION notify_session_change('family_id');
CREATE TRIGGER refresh_tokens_deleted AFTER DELETE ON refresh_tokens
  FOR EACH ROW EXECUTE FUNCTION notify_session_change('family_id');
CREATE TRIGGER impersonations_changed AFTER INSERT OR UPDATE ON impersonations
  FOR EACH ROW EXECUTE FUNCTION notify_session_change('session_id');
