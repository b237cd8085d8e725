-- The IaaS lists at scale (issue 30's 10,000-machine benchmark). A page of an environment's resources of one kind,
-- in name order, is read from an index and stops at the page's last row (the order the list asks when a kind is
-- chosen: name, then resource_id, byte order).
CREATE INDEX iaas_resources_kind_name_idx
  ON iaas_resources (environment_id, kind, name COLLATE "C", resource_id COLLATE "C");
-- Free text matches name or resource_id anywhere in them (ILIKE '%…%'): trigram indexes (pg_trgm, 0002).
CREATE INDEX iaas_resources_name_trgm_idx ON iaas_resources USING gin (name gin_trgm_ops);
CREATE INDEX iaas_resources_resource_id_trgm_idx ON iaas_resources USING gin (resource_id gin_trgm_ops);

-- Each environment's resources have a version, bumped by every statement that changes any of them: what the API
-- counts over them (a list's total, the summary above it) is kept until the version moves, on every instance.
CREATE TABLE iaas_resource_versions (
  environment_id uuid PRIMARY KEY REFERENCES customer_environments (id) ON DELETE CASCADE,
  version bigint NOT NULL DEFAULT 1
);

CREATE FUNCTION bump_iaas_resource_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO iaas_resource_versions AS v (environment_id)
    SELECT DISTINCT environment_id FROM changed_rows
    -- A deleted environment's rows go with it (ON DELETE CASCADE): no version to keep for it.
    WHERE EXISTS (SELECT 1 FROM customer_environments e WHERE e.id = changed_rows.environment_id)
  ON CONFLICT (environment_id) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER iaas_resources_inserted AFTER INSERT ON iaas_resources
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_iaas_resource_versions();
CREATE TRIGGER iaas_resources_updated AFTER UPDATE ON iaas_resources
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_iaas_resource_versions();
CREATE TRIGGER iaas_resources_deleted AFTER DELETE ON iaas_resources
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_iaas_resource_versions();
