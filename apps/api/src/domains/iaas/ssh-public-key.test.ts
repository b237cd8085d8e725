import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isSshPublicKey, parseSshPublicKey, type SshPublicKey } from './ssh-public-key';
import { sshKeygenVectors } from './ssh-public-key.vectors';

const accepted = (text: string): SshPublicKey => {
  const parsed = parseSshPublicKey(text);
  if (!isSshPublicKey(parsed)) throw new Error(`refused: ${parsed.problem}`);
  return parsed;
};

/** RFC 4251 `string`: a length, then the bytes. */
const field = (bytes: Buffer | string) => {
  const b = Buffer.from(bytes);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(b.length);
  return Buffer.concat([length, b]);
};
const lineOf = (type: string, ...fields: (Buffer | string)[]) =>
  `${type} ${Buffer.concat(fields.map(field)).toString('base64')}`;

/** ssh-keygen, when this machine has it. */
const sshKeygen = (() => {
  try {
    execFileSync('ssh-keygen', ['-?'], { stdio: 'ignore' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
  }
  return 'ssh-keygen';
})();

describe('parseSshPublicKey', () => {
  it.each(sshKeygenVectors.filter((v) => v.label !== 'dsa' && v.label !== 'rsab1024'))(
    'reads $label with the bits and SHA256 fingerprint ssh-keygen -lf printed',
    ({ line, bits, fingerprint, label }) => {
      const key = accepted(line);
      expect(key).toMatchObject({ bits, fingerprint, comment: `user@${label}`, line });
    },
  );

  it.skipIf(!sshKeygen).each([
    ['ed25519', []],
    ['ecdsa', ['-b', '256']],
    ['ecdsa', ['-b', '384']],
    ['ecdsa', ['-b', '521']],
    ['rsa', ['-b', '2048']],
    ['rsa', ['-b', '4096']],
  ])('agrees with ssh-keygen -lf on a fresh %s key %j', (type, size) => {
    const dir = mkdtempSync(join(tmpdir(), 'ssh-key-'));
    try {
      const file = join(dir, 'k');
      execFileSync(sshKeygen!, ['-q', '-t', type, ...size, '-N', '', '-C', 'fresh@test', '-f', file]);
      const [bits, fingerprint] = execFileSync(sshKeygen!, ['-lf', `${file}.pub`])
        .toString()
        .split(' ');
      const key = accepted(readFileSync(`${file}.pub`, 'utf8'));
      expect([String(key.bits), key.fingerprint]).toEqual([bits, fingerprint]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes the authorized_keys form: options before the type, a comment with spaces, spaces around', () => {
    const { line, fingerprint } = sshKeygenVectors.find((v) => v.label === 'ed25519')!;
    const [type, blob] = line.split(' ');
    const key = accepted(`\n  from="10.0.0.0/8",no-pty ${type}  ${blob} ana na estação 3 \n\n`);
    expect(key).toMatchObject({ type, fingerprint, comment: 'ana na estação 3' });
    expect(key.line).toBe(`${type} ${blob} ana na estação 3`);
    expect(accepted(`${type} ${blob}`).comment).toBe('');
  });

  it('refuses an RSA key under 2048 bits, saying its bits', () => {
    const { line } = sshKeygenVectors.find((v) => v.label === 'rsab1024')!;
    expect(parseSshPublicKey(line)).toEqual({ problem: 'rsa_too_short', bits: 1024 });
  });

  it('says an unknown type by name (ssh-dss, a security key)', () => {
    const { line } = sshKeygenVectors.find((v) => v.label === 'dsa')!;
    expect(parseSshPublicKey(line)).toEqual({ problem: 'unknown_type', type: 'ssh-dss' });
    expect(
      parseSshPublicKey(lineOf('sk-ssh-ed25519@openssh.com', 'sk-ssh-ed25519@openssh.com', 'x')),
    ).toEqual({
      problem: 'unknown_type',
      type: 'sk-ssh-ed25519@openssh.com',
    });
  });

  it.each([
    ['nothing like a key', 'hello world'],
    ['a type without a blob', 'ssh-ed25519'],
    ['a blob that is not base64', 'ssh-ed25519 AAAA$$$$'],
    ['two keys', `${sshKeygenVectors[4]!.line}\n${sshKeygenVectors[4]!.line}`],
    ['a blob naming another type', lineOf('ssh-ed25519', 'ssh-rsa', Buffer.alloc(32))],
    ['an ed25519 key of 31 bytes', lineOf('ssh-ed25519', 'ssh-ed25519', Buffer.alloc(31))],
    ['bytes left over', lineOf('ssh-ed25519', 'ssh-ed25519', Buffer.alloc(32), 'x')],
    [
      'a truncated blob',
      `ssh-ed25519 ${Buffer.concat([field('ssh-ed25519'), Buffer.from([0, 0, 0, 32, 1])]).toString('base64')}`,
    ],
    [
      'an ECDSA curve not its type’s',
      lineOf('ecdsa-sha2-nistp256', 'ecdsa-sha2-nistp256', 'nistp384', Buffer.alloc(97, 4)),
    ],
    [
      'an ECDSA point of the wrong size',
      lineOf('ecdsa-sha2-nistp256', 'ecdsa-sha2-nistp256', 'nistp256', Buffer.alloc(64, 4)),
    ],
    [
      'a compressed ECDSA point',
      lineOf('ecdsa-sha2-nistp256', 'ecdsa-sha2-nistp256', 'nistp256', Buffer.alloc(65, 2)),
    ],
    [
      'an even RSA modulus',
      lineOf('ssh-rsa', 'ssh-rsa', Buffer.from([1, 0, 1]), Buffer.alloc(257, 2).fill(0, 0, 1)),
    ],
  ])('refuses %s as malformed', (_, text) => {
    expect(parseSshPublicKey(text)).toEqual({ problem: 'malformed' });
  });

  it('refuses private keys of every form, whatever else is pasted with them', () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    const pkcs8 = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs1', format: 'pem' })
      .toString();
    const openssh =
      '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----';
    const putty = 'PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: x\nPublic-Lines: 2\n';
    for (const text of [pkcs8, rsa, openssh, putty, `${sshKeygenVectors[4]!.line}\n${pkcs8}`])
      expect(parseSshPublicKey(text)).toEqual({ problem: 'private' });
  });
});
