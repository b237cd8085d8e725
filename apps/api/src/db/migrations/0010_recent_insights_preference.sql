-- The 'Recentes' row of the Insights screen (spec §2.5): the dashboards and BI items a user opened last are a
-- preference namespace of their own, RecentInsights (see @nuvem/api-contract preferences.ts).

ALTER TABLE user_preferences DROP CONSTRAINT user_preferences_namespace_check;
ALTER TABLE user_preferences ADD CONSTRAINT user_preferences_namespace_check
  CHECK (namespace IN ('FavoriteInsights', 'RecentInsights', 'notes', 'phones'));
