// Demo feature flags and account notices (spec §6 "Feature flags", §3 "User"): flags on for everyone, flags
// given to some users (through their roles), the IaaS-cancelling state with its banner message, and account alert messages.
import type { Queryable } from '../db/database';
import type { AlertLevel } from '@nuvem/api-contract';
import { userIdsByEmail } from './demo-ids';

/** Every flag of spec §6; `true` turns it on for everyone. */
export const demoFeatureFlags: Readonly<Record<string, boolean>> = {
  beta_test_rev_home: false,
  enable_marketplace: true,
  show_alertify: false,
  show_store_file_sftp: false,
  show_acceptance_term: true,
  iaas_information_access: true,
  iaas_information_documents: false,
  show_zendesk_ticket_central: false,
  disaster_recovery: false,
  rev_home: false,
  // On for all, so the incomplete-registration check runs (fabio has no phone).
  show_update_preference_user: true,
};

/**
 * The flags given to some users: granted through their roles (demo-roles.ts), kept here as what each user must
 * end up holding.
 */
export const demoUserFlags: Readonly<Record<string, readonly string[]>> = {
  'ana@acme.example': ['disaster_recovery', 'show_zendesk_ticket_central'],
  'bruno@globex.example': ['beta_test_rev_home'],
  'diego@nuvem.example': [
    'disaster_recovery',
    'show_alertify',
    'show_store_file_sftp',
    'iaas_information_documents',
  ],
};

const alertMessages: Record<string, { type: AlertLevel; text: string }[]> = {
  'ana@acme.example': [
    { type: 'info', text: 'A nova política de retenção de backups entra em vigor em 1º de dezembro.' },
  ],
  // fabio's cancelling IaaS account is told once, by the banner below (env_message.iaas_cancelling, in the
  // user's language), not again as an alert message in other words.
};

/** Users whose IaaS account is being cancelled, with the banner the portal shows (env_message.{code}). */
const cancelling: Record<string, { code: string; type: AlertLevel }> = {
  'fabio@initech.example': { code: 'iaas_cancelling', type: 'warning' },
};

/**
 * Other banners (env_message.{code}): carla's dedicated database user was just created, so her banner
 * carries the password-recovery link (portal spec §5).
 */
const bannerMessages: Record<string, { code: string; type: AlertLevel }> = {
  'carla@parceira.example': { code: 'dedicated_db_user_created', type: 'info' },
};

export async function seedDemoUserNotices(db: Queryable): Promise<void> {
  const userId = await userIdsByEmail(db);
  await db.query(
    'INSERT INTO feature_flags (flag, enabled_for_all) SELECT unnest($1::text[]), unnest($2::boolean[])',
    [Object.keys(demoFeatureFlags), Object.values(demoFeatureFlags).map(String)],
  );
  for (const [email, messages] of Object.entries(alertMessages))
    for (const [index, message] of messages.entries())
      await db.query(
        `INSERT INTO user_alert_messages (user_id, type, text, created_at)
         VALUES ($1, $2, $3, now() + $4 * interval '1 millisecond')`,
        [userId(email), message.type, message.text, index],
      );
  for (const [email, { code, type }] of Object.entries(bannerMessages))
    await db.query('UPDATE users SET message_code = $2, message_type = $3 WHERE id = $1', [
      userId(email),
      code,
      type,
    ]);
  for (const [email, { code, type }] of Object.entries(cancelling))
    await db.query(
      'UPDATE users SET iaas_cancelling = true, message_code = $2, message_type = $3 WHERE id = $1',
      [userId(email), code, type],
    );
}
