// A secret generated on first use and kept in DATA_DIR (the session key, the embed signing key), so what it
// signed stays valid across restarts. Several API processes may start at once on one DATA_DIR.
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * The content of dataDir/name, or `create()`'s, written there first. The new file is written whole under a
 * name of its own, then linked into place: an instance starting beside this one never reads a file that
 * exists but is not yet written (seen: a second API process read an empty key file and refused to start).
 */
export function keptSecretFile(dataDir: string, name: string, create: () => string): string {
  const file = join(dataDir, name);
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const content = create();
  const draft = `${file}.${randomBytes(6).toString('hex')}.draft`;
  writeFileSync(draft, content, { mode: 0o600 });
  try {
    linkSync(draft, file);
    return content;
  } catch (error) {
    // Another instance linked theirs first: use theirs.
    if (errorCode(error) === 'EEXIST') return readFileSync(file, 'utf8');
    throw error;
  } finally {
    unlinkSync(draft);
  }
}
