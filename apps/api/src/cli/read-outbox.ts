// `npm run outbox -w apps/api [-- <e-mail>] [--all]`: the mail the API wrote to its outbox (no SMTP_URL), newest
// last: by default the newest message (to that address), with --all every one's header lines. The outbox is
// MAIL_OUTBOX_DIR, or DATA_DIR/outbox (the path `npm start` prints).
import { loadConfig } from '../config';
import { readOutbox } from '../mail/outbox';

const args = process.argv.slice(2);
const all = args.includes('--all');
const email = args.find((arg) => !arg.startsWith('--'))?.toLowerCase();
const { outboxDir } = loadConfig().mail;
const messages = (await readOutbox(outboxDir)).filter((m) => !email || m.to.toLowerCase() === email);
if (messages.length === 0) {
  process.stdout.write(`No messages${email ? ` to ${email}` : ''} in ${outboxDir}\n`);
} else if (all) {
  for (const m of messages) process.stdout.write(`${m.date}  ${m.to}  ${m.subject}\n`);
} else {
  const m = messages.at(-1)!;
  process.stdout.write(`From: ${m.from}\nTo: ${m.to}\nDate: ${m.date}\nSubject: ${m.subject}\n\n${m.text}`);
}
