// An OpenSSH public key read for real (the one place that does): the line `[options] <type> <base64> [comment]`
// as authorized_keys holds it, its blob read as RFC 4253/5656/8709 lay it out (the type inside must be the
// line's, an ECDSA curve its type's, an RSA modulus of sshRsaMinBits or more, nothing left over), and its
// fingerprint exactly as `ssh-keygen -l` prints it (SHA256 of the blob, unpadded base64).
import { createHash } from 'node:crypto';
import { looksLikeSshPrivateKey, sshKeyTypes, sshRsaMinBits, type SshKeyType } from '@nuvem/api-contract';

export interface SshPublicKey {
  type: SshKeyType;
  /** What `ssh-keygen -l` prints first: 256 for ed25519, the curve's size for ECDSA, the modulus's for RSA. */
  bits: number;
  /** `SHA256:…`. */
  fingerprint: string;
  /** The line kept: type, base64 blob and comment (options dropped). */
  line: string;
  comment: string;
}

/** Why a pasted text is not a key accepted; each is an error code of its own (iaas_ssh_key_…). */
export type SshPublicKeyProblem =
  | { problem: 'private' }
  | { problem: 'unknown_type'; type: string }
  | { problem: 'malformed' }
  | { problem: 'rsa_too_short'; bits: number };

const curveBits = { nistp256: 256, nistp384: 384, nistp521: 521 } as const;
/** The size of an uncompressed point (0x04, X, Y) on each curve. */
const curvePointBytes = { nistp256: 65, nistp384: 97, nistp521: 133 } as const;

/** `SHA256:` and the unpadded base64 of the blob's SHA-256. */
export function sshFingerprintOfBlob(blob: Buffer): string {
  return `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`;
}

/** Reads the blob's length-prefixed fields (RFC 4251 `string` and `mpint`); undefined past its end. */
class BlobReader {
  private offset = 0;
  constructor(private readonly blob: Buffer) {}
  field(): Buffer | undefined {
    if (this.offset + 4 > this.blob.length) return undefined;
    const length = this.blob.readUInt32BE(this.offset);
    const start = this.offset + 4;
    if (start + length > this.blob.length) return undefined;
    this.offset = start + length;
    return this.blob.subarray(start, start + length);
  }
  get done(): boolean {
    return this.offset === this.blob.length;
  }
}

/** The bit length of a positive mpint (its leading zero byte, if any, aside). */
function bitLengthOf(mpint: Buffer): number {
  let i = 0;
  while (i < mpint.length && mpint[i] === 0) i++;
  if (i === mpint.length) return 0;
  return (mpint.length - i - 1) * 8 + (32 - Math.clz32(mpint[i]!));
}

/** The bits of an ed25519 or RSA blob of `type` when it is well formed, undefined otherwise. */
function bitsOfBlob(type: 'ssh-ed25519' | 'ssh-rsa', blob: Buffer): number | undefined {
  const reader = new BlobReader(blob);
  if (reader.field()?.toString('latin1') !== type) return undefined;
  let bits: number | undefined;
  if (type === 'ssh-ed25519') {
    bits = reader.field()?.length === 32 ? 256 : undefined;
  } else {
    const exponent = reader.field();
    const modulus = reader.field();
    // Positive mpints (no sign bit); the exponent small, the modulus odd.
    const positive = (n: Buffer | undefined): n is Buffer =>
      n !== undefined && n.length > 0 && (n[0]! & 0x80) === 0;
    if (positive(exponent) && positive(modulus) && modulus.at(-1)! % 2 === 1 && exponent.length <= 8)
      bits = bitLengthOf(modulus);
  }
  return bits !== undefined && reader.done ? bits : undefined;
}

/** The ECDSA blob: its curve name matching the type's, then an uncompressed point of that curve's size. */
function ecdsaBits(type: Exclude<SshKeyType, 'ssh-ed25519' | 'ssh-rsa'>, blob: Buffer): number | undefined {
  const curve = type.slice('ecdsa-sha2-'.length) as keyof typeof curveBits;
  const reader = new BlobReader(blob);
  if (reader.field()?.toString('latin1') !== type) return undefined;
  if (reader.field()?.toString('latin1') !== curve) return undefined;
  const point = reader.field();
  if (point?.length !== curvePointBytes[curve] || point[0] !== 0x04 || !reader.done) return undefined;
  return curveBits[curve];
}

const base64 = /^[A-Za-z0-9+/]+={0,2}$/;
/** A key type's shape (ssh-dss, sk-ssh-ed25519@openssh.com…): said unknown rather than malformed. */
const typeShape = /^(?:ssh|ecdsa|sk|rsa|x509v3)-[A-Za-z0-9@.+-]+$/;

/**
 * The key a pasted text holds, or why it is refused. Blank lines and spaces around are forgiven; options
 * before the type (authorized_keys' `from="…"`) are dropped; the comment is kept.
 */
export function parseSshPublicKey(text: string): SshPublicKey | SshPublicKeyProblem {
  if (looksLikeSshPrivateKey(text)) return { problem: 'private' };
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  if (lines.length !== 1) return { problem: 'malformed' };
  const words = lines[0]!.trim().split(/\s+/);
  // The type is the first word followed by base64 (options, quoted or not, come before it).
  const at = words.findIndex((word, i) => typeShape.test(word) && base64.test(words[i + 1] ?? ''));
  if (at < 0) {
    const named = words.find((word) => typeShape.test(word));
    return named && !sshKeyTypes.includes(named as SshKeyType)
      ? { problem: 'unknown_type', type: named }
      : { problem: 'malformed' };
  }
  const type = words[at]!;
  if (!sshKeyTypes.includes(type as SshKeyType)) return { problem: 'unknown_type', type };
  const encoded = words[at + 1]!;
  const blob = Buffer.from(encoded, 'base64');
  // Base64 that does not round-trip (bad padding, stray bits) is not the blob the user meant.
  if (blob.toString('base64').replace(/=+$/, '') !== encoded.replace(/=+$/, ''))
    return { problem: 'malformed' };
  const keyType = type as SshKeyType;
  const bits =
    keyType === 'ssh-ed25519' || keyType === 'ssh-rsa' ? bitsOfBlob(keyType, blob) : ecdsaBits(keyType, blob);
  if (bits === undefined) return { problem: 'malformed' };
  if (keyType === 'ssh-rsa' && bits < sshRsaMinBits) return { problem: 'rsa_too_short', bits };
  const comment = words.slice(at + 2).join(' ');
  return {
    type: keyType,
    bits,
    fingerprint: sshFingerprintOfBlob(blob),
    line: [type, blob.toString('base64'), ...(comment ? [comment] : [])].join(' '),
    comment,
  };
}

export const isSshPublicKey = (parsed: SshPublicKey | SshPublicKeyProblem): parsed is SshPublicKey =>
  !('problem' in parsed);
