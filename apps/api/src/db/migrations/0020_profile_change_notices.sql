-- Every change to what GET /me answers is announced to every API instance, which keeps users' profiles in
-- memory (services/user-profiles.ts) and drops them all the moment one of these tables changes. /me is asked
-- every 10 s by every open portal (spec §9): from memory it costs no round trip to the database, which keeps
-- it answering at once while the database is busy with analytics queries.
-- Statement triggers, so a bulk change sends one notice; such changes are rare (a user's features, flags,
-- environments or profile), so all profiles are dropped rather than the changed ones. A table that /me's
-- profile reads (repositories/users-repository.ts findUserProfile) must have this trigger.
-- The notices go on the real-time channel's NOTIFY channel, which every instance already LISTENs on, as
-- {"profiles": "*"}; the event bus ignores them (they name no stream channel).
CREATE FUNCTION notify_profile_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('nuvem_stream_events', '{"profiles": "*"}');
  RETURN NULL;
END $$;

CREATE TRIGGER users_profile_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_profile_change();
CREATE TRIGGER user_features_profile_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_features
  FOR EACH STATEMENT EXECUTE FUNCTION notify_profile_change();
CREATE TRIGGER feature_flags_profile_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON feature_flags
  FOR EACH STATEMENT EXECUTE FUNCTION notify_profile_change();
CREATE TRIGGER user_feature_flags_profile_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_feature_flags
  FOR EACH STATEMENT EXECUTE FUNCTION notify_profile_change();
CREATE TRIGGER user_alert_messages_profile_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_alert_messages
  FOR EACH STATEMENT EXECUTE FUNCTION notify_profile_change();
CREATE TRIGGER user_environments_profile_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_environments
  FOR EACH STATEMENT EXECUTE FUNCTION notify_profile_change();
CREATE TRIGGER customer_environments_profile_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON customer_environments
  FOR EACH STATEMENT EXECUTE FUNCTION notify_profile_change();
