-- Access is granted through roles only (issue 31 "Access", portal spec §6): a role is a named set of features
-- and feature flags, given to a user on one of a customer's environments (scope 'customer') or globally to
-- provider staff (scope 'staff'). `user_features` and `user_feature_flags` become views over the grants, so
-- every reader keeps working unchanged; the old tables stay aside (*_before_roles), written by nobody.

CREATE TABLE roles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Stable, for code and demo data (e.g. customer_admin); the name is what people read.
  key text NOT NULL UNIQUE CHECK (key ~ '^[a-z][a-z0-9_]{1,62}$'),
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 120),
  description text CHECK (length(description) <= 500),
  scope text NOT NULL CHECK (scope IN ('customer', 'staff')),
  built_in boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE role_features (
  role_id uuid NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  feature text NOT NULL CHECK (feature ~ '^[a-z][a-z0-9_-]{1,62}$'),
  PRIMARY KEY (role_id, feature)
);

CREATE TABLE role_feature_flags (
  role_id uuid NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  flag text NOT NULL REFERENCES feature_flags (flag) ON DELETE CASCADE,
  PRIMARY KEY (role_id, flag)
);

-- A role given to a user: on an environment (customer scope) or with none (staff scope). A role still given
-- cannot be deleted (RESTRICT): the service refuses it first, so no grant disappears unaudited.
CREATE TABLE user_roles (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role_id uuid NOT NULL REFERENCES roles (id) ON DELETE RESTRICT,
  environment_id uuid REFERENCES customer_environments (id) ON DELETE CASCADE,
  granted_by uuid REFERENCES users (id) ON DELETE SET NULL,
  granted_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT user_roles_once UNIQUE NULLS NOT DISTINCT (user_id, role_id, environment_id)
);
CREATE INDEX user_roles_role_idx ON user_roles (role_id);
CREATE INDEX user_roles_environment_idx ON user_roles (environment_id, user_id);

-- Map today's grants: one role per distinct set of (features, flags) a user holds, 'Perfil migrado N', staff
-- scope for staff users, else customer scope given on every environment the user holds. A customer or
-- partner holding features but no environment keeps them through the role given with no environment: the
-- only grants of that shape, written before the rule below exists (a user with no environment opens no
-- environment's data; what the features show in their menu stays as it was). Any later change goes through
-- the rule.
ALTER TABLE user_features RENAME TO user_features_before_roles;
ALTER TABLE user_feature_flags RENAME TO user_feature_flags_before_roles;
DROP TRIGGER user_features_access ON user_features_before_roles;
DROP TRIGGER user_feature_flags_access ON user_feature_flags_before_roles;
DROP TRIGGER user_features_profile_changed ON user_features_before_roles;
DROP TRIGGER user_feature_flags_profile_changed ON user_feature_flags_before_roles;

CREATE TABLE roles_migration_sets AS
  WITH held AS (
    SELECT u.id AS user_id, u.kind = 'staff' AS staff,
      ARRAY(SELECT f.feature FROM user_features_before_roles f WHERE f.user_id = u.id ORDER BY 1) AS features,
      ARRAY(SELECT f.flag FROM user_feature_flags_before_roles f WHERE f.user_id = u.id ORDER BY 1) AS flags
    FROM users u
  )
  SELECT user_id, staff, features, flags, dense_rank() OVER (ORDER BY staff, features, flags) AS n
  FROM held WHERE cardinality(features) + cardinality(flags) > 0;

INSERT INTO roles (key, name, description, scope)
SELECT DISTINCT 'migrated_' || n, 'Perfil migrado ' || n,
  'Criado na adoção dos perfis com as permissões que estes usuários já tinham.',
  CASE WHEN staff THEN 'staff' ELSE 'customer' END
FROM roles_migration_sets;
INSERT INTO role_features (role_id, feature)
SELECT DISTINCT r.id, unnest(s.features) FROM roles_migration_sets s JOIN roles r ON r.key = 'migrated_' || s.n;
INSERT INTO role_feature_flags (role_id, flag)
SELECT DISTINCT r.id, unnest(s.flags) FROM roles_migration_sets s JOIN roles r ON r.key = 'migrated_' || s.n;
INSERT INTO user_roles (user_id, role_id, environment_id)
SELECT s.user_id, r.id, ue.environment_id
FROM roles_migration_sets s
JOIN roles r ON r.key = 'migrated_' || s.n
LEFT JOIN user_environments ue ON ue.user_id = s.user_id AND NOT s.staff;
DROP TABLE roles_migration_sets;

-- The rule of a grant's shape, enforced by the database (the IAM service checks it first to answer with an
-- error code): a customer-scope role needs an environment, a staff-scope role has none and goes to staff only.
CREATE FUNCTION check_user_role_scope() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  role_scope text;
  user_kind text;
BEGIN
  SELECT scope INTO role_scope FROM roles WHERE id = NEW.role_id;
  SELECT kind INTO user_kind FROM users WHERE id = NEW.user_id;
  IF role_scope = 'customer' AND NEW.environment_id IS NULL THEN
    RAISE EXCEPTION 'a customer-scope role is given on an environment' USING ERRCODE = 'check_violation';
  END IF;
  IF role_scope = 'staff' AND (NEW.environment_id IS NOT NULL OR user_kind <> 'staff') THEN
    RAISE EXCEPTION 'a staff-scope role is given globally, to staff only' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER user_roles_scope BEFORE INSERT OR UPDATE ON user_roles
  FOR EACH ROW EXECUTE FUNCTION check_user_role_scope();
-- A role's scope is fixed at creation: changing it would leave grants of the wrong shape.
CREATE FUNCTION keep_role_scope() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.scope <> OLD.scope THEN
    RAISE EXCEPTION 'a role keeps its scope' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER roles_scope_fixed BEFORE UPDATE OF scope ON roles
  FOR EACH ROW EXECUTE FUNCTION keep_role_scope();

-- What every reader of a user's features and flags reads: whatever they hold through any role, anywhere.
CREATE VIEW user_features AS
  SELECT DISTINCT ur.user_id, rf.feature FROM user_roles ur JOIN role_features rf ON rf.role_id = ur.role_id;
CREATE VIEW user_feature_flags AS
  SELECT DISTINCT ur.user_id, rf.flag FROM user_roles ur JOIN role_feature_flags rf ON rf.role_id = ur.role_id;

-- Who may see what changes with any of these tables (migration 0035), and so does what /me answers (0020).
CREATE TRIGGER roles_access AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version();
CREATE TRIGGER role_features_access AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_features
  FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version();
CREATE TRIGGER role_feature_flags_access AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_feature_flags
  FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version();
CREATE TRIGGER user_roles_access AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_roles
  FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version();
CREATE TRIGGER roles_profile_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_profile_change();
CREATE TRIGGER role_features_profile_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_features
  FOR EACH STATEMENT EXECUTE FUNCTION notify_profile_change();
CREATE TRIGGER role_feature_flags_profile_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_feature_flags
  FOR EACH STATEMENT EXECUTE FUNCTION notify_profile_change();
CREATE TRIGGER user_roles_profile_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_roles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_profile_change();

INSERT INTO audit_actions (action) VALUES
  ('role.create'), ('role.update'), ('role.delete'), ('user_role.grant'), ('user_role.revoke'),
  ('user_access.remove');
