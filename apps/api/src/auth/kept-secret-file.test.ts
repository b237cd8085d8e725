import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { keptSecretFile } from './kept-secret-file';

const run = promisify(execFile);
const apiDir = fileURLToPath(new URL('../../', import.meta.url));

describe('keptSecretFile', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'nuvem-kept-secret-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('creates once and then reads what it created', () => {
    let made = 0;
    const create = () => `secret-${++made}`;
    expect(keptSecretFile(dir, 'secret', create)).toBe('secret-1');
    expect(keptSecretFile(dir, 'secret', create)).toBe('secret-1');
    expect(made).toBe(1);
  });

  it('gives every process started at once on one directory the same whole secret, and leaves no draft', async () => {
    // Seen before: a second API process read the key file between its creation and its writing, and refused
    // to start on an empty key.
    const script = `import { keptSecretFile } from './src/auth/kept-secret-file.ts';
      import { randomBytes } from 'node:crypto';
      process.stdout.write(keptSecretFile(process.argv[1], 'secret', () => randomBytes(2048).toString('hex')));`;
    const outputs = await Promise.all(
      Array.from({ length: 8 }, () =>
        run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, dir], { cwd: apiDir }),
      ),
    );
    const secrets = new Set(outputs.map((output) => output.stdout));
    expect(secrets.size).toBe(1);
    expect([...secrets][0]).toHaveLength(4096);
    expect(await readdir(dir)).toEqual(['secret']);
  }, 60_000);
});
