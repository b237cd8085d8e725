// 'Esqueci minha senha' (portal spec §5.5): a reset link mailed to the account's address. The answer is the
// same whether the e-mail belongs to an account or not, and takes about as long (the mail is sent after the
// answer), so it tells nobody which addresses are registered. Limited per client address by the route (as the
// sign-in is) and per e-mail here: past the limit no mail goes, and the answer still does not change.
import type { FastifyBaseLogger } from 'fastify';
import type { RateLimit } from '../../config';
import type { Database } from '../../db/database';
import { RateCounts } from '../../auth/rate-counts';
import type { Mailer } from '../../mail/mailer';
import { findUserByEmail } from '../me/users-repository';
import { createAccountLink } from './account-link-service';

const kind = 'password-reset mails of an account';

export interface PasswordRecoveryOptions {
  portalUrl: string;
  limit: RateLimit;
  log: FastifyBaseLogger;
}

export class PasswordRecovery {
  private readonly counts: RateCounts;

  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly options: PasswordRecoveryOptions,
  ) {
    this.counts = new RateCounts(db);
  }

  /** Mails a reset link when the e-mail is an account's and its limit allows; answers nothing either way. */
  async request(email: string): Promise<void> {
    const account = email.trim().toLowerCase();
    const { count } = await this.counts.hit(kind, account, this.options.limit);
    if (count > this.options.limit.max) return;
    const user = await findUserByEmail(this.db, account);
    if (!user) return;
    const mail = await createAccountLink(this.db, {
      purpose: 'password_reset',
      user,
      createdBy: null,
      portalUrl: this.options.portalUrl,
    });
    // Not awaited: an SMTP round trip would tell a known address from an unknown one by the time it takes.
    void this.mailer.send(mail).then(
      () => this.options.log.info({ purpose: 'password_reset' }, 'account link mailed'),
      (error: unknown) =>
        this.options.log.error(
          { purpose: 'password_reset', reason: messageOf(error) },
          'account link mail failed',
        ),
    );
  }
}

/** An error's message only: a transport error object may hold the message it failed to send. */
const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'unknown');
