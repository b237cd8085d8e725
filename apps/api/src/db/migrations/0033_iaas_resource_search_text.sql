-- The IaaS list's free text (name or resource_id containing the text, any case) as a LIKE over one stored
-- lower-cased column: ILIKE folds the case of every row it reads on each request, about ten times the cost of
-- LIKE, and the planner, not counting that, scanned all 10,000 machines with it. The two columns are joined by a
-- line break, which the filter's text cannot hold; one trigram index serves the column, updated with each row
-- (fastupdate off): PGlite has no autovacuum to merge a pending list, which every search would read through.
ALTER TABLE iaas_resources
  ADD COLUMN search_text text GENERATED ALWAYS AS (lower(name) || E'\n' || lower(resource_id)) STORED;
DROP INDEX iaas_resources_name_trgm_idx;
DROP INDEX iaas_resources_resource_id_trgm_idx;
CREATE INDEX iaas_resources_search_text_trgm_idx ON iaas_resources USING gin (search_text gin_trgm_ops)
  WITH (fastupdate = off);
