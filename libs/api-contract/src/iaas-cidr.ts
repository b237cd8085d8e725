// IPv4 CIDR blocks of IaaS networks and subnets (IaaS › Configuração): one reading of the rules for the
// portal's forms (before any request) and the API (which answers 400 validation_failed naming the rule).
// Overlap and containment among stored blocks are the database's (cidr operators && and <<=).

/** A network or subnet block is /16 (65 536 addresses) to /28 (16), as the large providers allow. */
export const iaasCidrPrefix = { min: 16, max: 28 } as const;

/**
 * Why a block is refused, as the error_fields keyword (forms.i18n words each): not a.b.c.d/n, a prefix
 * outside /16–/28, host bits set (10.0.0.1/16: the block is 10.0.0.0/16), or outside the private ranges of
 * RFC 1918 (10/8, 172.16/12, 192.168/16).
 */
export const iaasCidrProblems = ['cidrFormat', 'cidrPrefix', 'cidrHostBits', 'cidrPrivate'] as const;
export type IaasCidrProblem = (typeof iaasCidrProblems)[number];

export interface Ipv4Block {
  /** The first address as an unsigned 32-bit number. */
  base: number;
  prefix: number;
}

const cidrPattern = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\/(\d{1,2})$/;

/** The address and prefix written, host bits as written; undefined when it is not a.b.c.d/n. */
export function readIpv4Cidr(text: string): { address: number; prefix: number } | undefined {
  const match = cidrPattern.exec(text.trim());
  if (!match) return undefined;
  const written = match.slice(1, 6);
  // No leading zeros (010 reads as octal in some tools): each number as it would be written.
  if (written.some((part) => String(Number(part)) !== part)) return undefined;
  const octets = written.slice(0, 4).map(Number);
  const prefix = Number(written[4]);
  if (octets.some((o) => o > 255) || prefix > 32) return undefined;
  const address = octets.reduce((sum, octet) => sum * 256 + octet, 0);
  return { address, prefix };
}

const maskOf = (prefix: number) => (prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0);

const privateRanges: readonly Ipv4Block[] = [
  { base: 0x0a000000, prefix: 8 },
  { base: 0xac100000, prefix: 12 },
  { base: 0xc0a80000, prefix: 16 },
];

/** Whether `inner` lies inside `outer` (equal counts). */
export function ipv4BlockContains(outer: Ipv4Block, inner: Ipv4Block): boolean {
  return inner.prefix >= outer.prefix && (inner.base & maskOf(outer.prefix)) >>> 0 === outer.base;
}

/** The first rule a written block breaks, undefined for a good one. */
export function iaasCidrProblemOf(text: string): IaasCidrProblem | undefined {
  const read = readIpv4Cidr(text);
  if (!read) return 'cidrFormat';
  if (read.prefix < iaasCidrPrefix.min || read.prefix > iaasCidrPrefix.max) return 'cidrPrefix';
  if ((read.address & maskOf(read.prefix)) >>> 0 !== read.address) return 'cidrHostBits';
  const block = { base: read.address, prefix: read.prefix };
  if (!privateRanges.some((range) => ipv4BlockContains(range, block))) return 'cidrPrivate';
  return undefined;
}

/** The block a good CIDR names (after iaasCidrProblemOf said nothing). */
export function ipv4BlockOf(text: string): Ipv4Block | undefined {
  const read = readIpv4Cidr(text);
  return read && { base: read.address, prefix: read.prefix };
}
