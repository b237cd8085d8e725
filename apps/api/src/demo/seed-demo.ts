import { randomUUID } from 'node:crypto';
import type { PasswordHashingConfig } from '../config';
import type { Database } from '../db/database';
import { hashPassword } from '../auth/passwords';
import { insertEnvironment, linkUserToEnvironments } from '../domains/environments/environments-repository';
import { countUsers, insertUser } from '../domains/me/users-repository';
import { fullAnalyticsVolume, seedDemoAnalyticsData, type AnalyticsVolume } from './demo-analytics-data';
import { seedDemoAnalyticsContent } from './demo-analytics-content';
import { seedDemoAudit } from './demo-audit';
import { seedDemoAiAgents } from './demo-ai-agents';
import { demoEnvironments, demoUsers } from './demo-data';
import { seedDemoBackups } from './demo-backups';
import { seedDemoCommercial } from './demo-commercial';
import { seedDemoIaasBudgets } from './demo-iaas-budgets';
import { seedDemoIaasInformation } from './demo-iaas-information';
import { seedDemoIaasManager } from './demo-iaas-manager';
import { seedDemoIaasResources } from './demo-iaas-resources';
import { seedDemoIaasSetup } from './demo-iaas-setup';
import { seedDemoIaasSnapshots } from './demo-iaas-snapshots';
import { seedDemoInsights } from './demo-insights';
import { seedDemoMarketplace } from './demo-marketplace';
import { seedDemoMessages } from './demo-messages';
import { seedDemoPipelines } from './demo-pipelines';
import { seedDemoPurchases } from './demo-purchases';
import { seedDemoTickets } from './demo-tickets';
import { seedDemoTopologies } from './demo-topologies';
import { seedDemoRoles } from './demo-roles';
import { seedDemoUserNotices } from './demo-user-notices';

export interface SeedOptions {
  /** How much analytics data to generate; the tests take less than a first start. */
  analytics?: AnalyticsVolume;
}

/** Creates the demo data set when the database has no users yet. Returns whether it did. */
export async function seedDemoData(
  db: Database,
  hashing: PasswordHashingConfig,
  { analytics = fullAnalyticsVolume }: SeedOptions = {},
): Promise<boolean> {
  if ((await countUsers(db)) > 0) return false;
  const hashes = await Promise.all(demoUsers.map((user) => hashPassword(user.password, hashing)));
  return db.transaction(async (tx) => {
    if ((await countUsers(tx)) > 0) return false;
    for (const env of demoEnvironments) await insertEnvironment(tx, env);
    for (const [index, user] of demoUsers.entries()) {
      const userId = await insertUser(tx, {
        email: user.email,
        fullName: user.fullName,
        phone: user.phone,
        passwordHash: hashes[index]!,
        kind: user.kind,
        revHome: user.revHome,
        streamChannel: `user-${randomUUID()}`,
      });
      await linkUserToEnvironments(tx, userId, user.environments);
    }
    await seedDemoInsights(tx);
    await seedDemoMessages(tx);
    await seedDemoTickets(tx);
    await seedDemoPipelines(tx);
    await seedDemoTopologies(tx);
    await seedDemoIaasResources(tx);
    await seedDemoIaasSetup(tx);
    await seedDemoIaasSnapshots(tx);
    await seedDemoIaasBudgets(tx);
    await seedDemoIaasInformation(tx);
    await seedDemoIaasManager(tx);
    await seedDemoPurchases(tx);
    await seedDemoBackups(tx);
    await seedDemoUserNotices(tx);
    // Roles hold flags: after the flags exist.
    await seedDemoRoles(tx);
    await seedDemoAudit(tx);
    await seedDemoCommercial(tx);
    await seedDemoMarketplace(tx);
    await seedDemoAiAgents(tx);
    await seedDemoAnalyticsData(tx, analytics);
    await seedDemoAnalyticsContent(tx);
    return true;
  });
}
