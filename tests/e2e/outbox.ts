import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * A folder of its own for the API's outbox (MAIL_OUTBOX_DIR: no SMTP_URL, each mail written as .eml with a .json
 * of its fields), and the mail in it.
 */
export function createOutbox() {
  const dir = mkdtempSync(path.join(tmpdir(), 'nuvem-e2e-outbox-'));
  return {
    dir,
    /** The messages to `to`, oldest first. */
    mailTo(to: string): OutboxMessage[] {
      return readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as OutboxMessage)
        .filter((message) => message.to === to);
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
