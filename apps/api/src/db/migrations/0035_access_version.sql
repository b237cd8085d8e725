-- One version of who may see what: bumped by every statement that changes a user's features or flags, the flags
-- on for everyone, which environments a user holds, the environments themselves, or a user's kind or IaaS
-- cancelling flag. The API keeps a user's IaaS scope in an environment (permission, cancelling, the environment)
-- under this version and reads only the version on the next request, in the statement that reads its page: a
-- change made anywhere, by any instance, is seen by the next request.
CREATE TABLE access_version (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  version bigint NOT NULL
);
INSERT INTO access_version (version) VALUES (1);

CREATE FUNCTION bump_access_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE access_version SET version = version + 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER user_features_access AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_features
  FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version();
CREATE TRIGGER user_feature_flags_access AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_feature_flags
  FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version();
CREATE TRIGGER feature_flags_access AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON feature_flags
  FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version();
CREATE TRIGGER user_environments_access AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_environments
  FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version();
CREATE TRIGGER customer_environments_access AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON customer_environments
  FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version();
CREATE TRIGGER users_access AFTER INSERT OR DELETE OR UPDATE OF kind, iaas_cancelling ON users
  FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version();
