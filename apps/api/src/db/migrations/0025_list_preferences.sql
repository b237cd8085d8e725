-- One collection pattern for every list screen (issue 30 "Resource lists"): how a user likes each list (its
-- columns, density and page size) is a preference namespace of its own, lists (see @nuvem/api-contract
-- preferences.ts). The IaaS resources list is server-paged and filtered: its sort by name within an
-- environment gets an index of its own (the kind-first index serves the default order).

ALTER TABLE user_preferences DROP CONSTRAINT user_preferences_namespace_check;
ALTER TABLE user_preferences ADD CONSTRAINT user_preferences_namespace_check
  CHECK (namespace IN ('FavoriteInsights', 'RecentInsights', 'notes', 'phones', 'lists'));

CREATE INDEX iaas_resources_environment_name_idx ON iaas_resources (environment_id, name COLLATE "C");
