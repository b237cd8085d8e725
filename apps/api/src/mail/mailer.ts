// Outgoing mail through Nodemailer: SMTP when SMTP_URL is set, otherwise the outbox (MAIL_OUTBOX_DIR,
// DATA_DIR/outbox by default), where each message is a .eml file (any mail client opens it) beside a .json of
// its fields (what scripts and tests read: `npm run outbox -w apps/api`). Messages carry one-time links, so the
// outbox is readable by its owner only and nothing of a message but its subject is ever logged.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A message as the outbox's .json holds it. */
export interface OutboxMessage extends MailMessage {
  from: string;
  /** ISO date. */
  date: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where messages go when there is no SMTP server; undefined with SMTP. */
  readonly outboxDir: string | undefined;
}

export function createMailer(config: MailConfig): Mailer {
  return config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.from)
    : outboxMailer(config.outboxDir, config.from);
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    outboxDir: undefined,
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

function outboxMailer(dir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    outboxDir: dir,
    async send(message) {
      const date = new Date();
      const info = await transport.sendMail({ from, date, ...message });
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // Sorted by name is sorted by time.
      const name = `${date.toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      const stored: OutboxMessage = { from, date: date.toISOString(), ...message };
      await writeFile(join(dir, `${name}.json`), JSON.stringify(stored, null, 2), { mode: 0o600 });
      await writeFile(join(dir, `${name}.eml`), info.message as Buffer, { mode: 0o600 });
    },
  };
}
