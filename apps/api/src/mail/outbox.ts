// Reading the outbox (mailer.ts) back: the developer's CLI (cli/read-outbox.ts), the tests and the end-to-end
// tests find the messages sent to an address here.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OutboxMessage } from './mailer';

/** The outbox's messages, oldest first (none when it does not exist yet). */
export async function readOutbox(dir: string): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxMessage),
  );
}

/** The newest message to `email` (case ignored), or undefined. */
export async function latestMessageTo(dir: string, email: string): Promise<OutboxMessage | undefined> {
  const wanted = email.toLowerCase();
  return (await readOutbox(dir)).filter((message) => message.to.toLowerCase() === wanted).at(-1);
}
