import type { Database } from './database';
import { migrate, readMigrations } from './migrate';
import { seedDemoData } from '../demo/seed-demo';
import { demoEnvironments, demoUsers } from '../demo/demo-data';
import { databaseKinds, openTestDatabase } from '../testing/test-database';
import { testAnalyticsVolume, testPasswordHashing } from '../testing/test-config';

describe('migration files', () => {
  it('are numbered files read in order', async () => {
    const migrations = await readMigrations();
    expect(migrations.map((m) => m.version)).toEqual(migrations.map((_, i) => i + 1));
    expect(migrations[0]?.name).toBe('0001_accounts_and_sessions.sql');
  });
});

describe('demo data set', () => {
  it('has every kind of user the portal needs', () => {
    expect(new Set(demoUsers.map((u) => u.kind))).toEqual(new Set(['customer', 'partner', 'staff']));
    expect(demoUsers.some((u) => u.environments.length === 3)).toBe(true);
    expect(demoUsers.some((u) => u.environments.length > 10)).toBe(true);
    expect(demoUsers.some((u) => u.revHome)).toBe(true);
    expect(demoUsers.some((u) => u.phone === null)).toBe(true);
    expect(demoUsers.some((u) => u.kind === 'staff' && u.features.includes('insights_admin'))).toBe(true);
  });
});

describe.each(databaseKinds)('on %s', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase(kind, 'empty');
  });
  afterAll(() => db.close());

  describe('migrations', () => {
    it('apply once, are recorded, and a second run applies nothing', async () => {
      const first = await migrate(db);
      expect(first).toEqual((await readMigrations()).map((m) => m.name));
      expect(await migrate(db)).toEqual([]);
      const recorded = await db.query<{ version: number }>(
        'SELECT version FROM schema_migrations ORDER BY 1',
      );
      expect(recorded.map((r) => r.version)).toEqual(first.map((_, i) => i + 1));
      const tables = await db.query<{ tablename: string }>(
        "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1",
      );
      expect(tables.map((t) => t.tablename)).toEqual([
        'access_version',
        'account_links',
        'ai_agent_hires',
        'ai_agent_usage',
        'ai_agents',
        'analytics_backups',
        'analytics_chamados',
        'analytics_consumo',
        'analytics_consumo_diario_ambiente',
        'analytics_consumo_mensal',
        'analytics_consumo_mensal_ambiente',
        'analytics_dashboards',
        'analytics_disponibilidade',
        'analytics_disponibilidade_mensal',
        'analytics_eventos_seguranca',
        'analytics_margem_mensal',
        'analytics_paginated_reports',
        'analytics_quick_datasets',
        'analytics_reports',
        'analytics_user_states',
        'analytics_vm_uso_diario',
        'analytics_vm_uso_mensal',
        'api_tokens',
        'assist_tokens',
        'audit_actions',
        'audit_events',
        'bi_items',
        'bi_workspace_members',
        'bi_workspaces',
        'commercial_event_requests',
        'commercial_events',
        'commercial_proposals',
        'communication_events',
        'customer_environments',
        'customer_notes',
        'dashboard_permissions',
        'dashboards',
        'dev_project_environments',
        'dev_projects',
        'disaster_recovery_failovers',
        'disaster_recovery_switches',
        'environment_backups',
        'environment_contracts',
        'favorite_environments',
        'feature_flags',
        'iaas_billing_profiles',
        'iaas_budgets',
        'iaas_contracts',
        'iaas_documents',
        'iaas_environment_settings',
        'iaas_images',
        'iaas_prices',
        'iaas_quotas',
        'iaas_regions',
        'iaas_resource_versions',
        'iaas_resources',
        'iaas_snapshots',
        'iaas_ssh_keys',
        'iaas_subnets',
        'idempotent_requests',
        'impersonations',
        'insights_group_dashboards',
        'insights_group_members',
        'insights_group_workspaces',
        'insights_groups',
        'marketplace_offer_customers',
        'marketplace_offer_plans',
        'marketplace_offers',
        'migration_notices',
        'operations',
        'project_agent_customers',
        'project_agents',
        'purchases',
        'rate_limit_counts',
        'refresh_tokens',
        'role_feature_flags',
        'role_features',
        'roles',
        'schema_migrations',
        'sso_login_codes',
        'sso_pending_logins',
        'statement_lines',
        'statements',
        'stream_events',
        'support_ticket_events',
        'support_tickets',
        'survey_inquiries',
        'survey_inquiry_recipients',
        'topologies',
        'tss_companies',
        'tss_subscriptions',
        'usage_term_acceptances',
        'usage_term_versions',
        'user_alert_messages',
        'user_alerts',
        'user_environments',
        'user_feature_flags_before_roles',
        'user_features_before_roles',
        'user_identities',
        'user_messages',
        'user_preferences',
        'user_roles',
        'users',
        'vault_key_versions',
        'vault_keys',
        'vault_secret_versions',
        'vault_secrets',
      ]);
    });

    it('roll back entirely when one migration fails', async () => {
      const broken = [
        { version: 90, name: '0090_ok.sql', sql: 'CREATE TABLE should_not_exist (id int);' },
        { version: 91, name: '0091_bad.sql', sql: 'CREATE TABLE broken (id nonexistent_type);' },
      ];
      await expect(migrate(db, broken)).rejects.toThrow();
      const left = await db.query("SELECT 1 FROM pg_tables WHERE tablename = 'should_not_exist'");
      expect(left).toEqual([]);
      expect(await db.query('SELECT 1 FROM schema_migrations WHERE version >= 90')).toEqual([]);
    });
  });

  describe('demo data', () => {
    it('is created on the first start only', async () => {
      const options = { analytics: testAnalyticsVolume };
      expect(await seedDemoData(db, testPasswordHashing, options)).toBe(true);
      expect(await seedDemoData(db, testPasswordHashing, options)).toBe(false);
      const [users] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
      const [envs] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM customer_environments');
      expect(users?.n).toBe(demoUsers.length);
      expect(envs?.n).toBe(demoEnvironments.length);
    });

    it('stores argon2id hashes, never the passwords', async () => {
      const rows = await db.query<{ password_hash: string }>('SELECT password_hash FROM users');
      for (const row of rows) expect(row.password_hash).toMatch(/^\$argon2id\$/);
    });
  });
});
