// A request's CIDR held to the setup screen's rules (api-contract iaas-cidr, the forms' same reading): 400
// validation_failed naming the field and the rule it broke.
import { iaasCidrPrefix, iaasCidrProblemOf } from '@nuvem/api-contract';
import { ApiError } from '../../errors';

const explained = {
  cidrFormat: 'is not an IPv4 block a.b.c.d/n',
  cidrPrefix: `has a prefix outside /${iaasCidrPrefix.min}–/${iaasCidrPrefix.max}`,
  cidrHostBits: 'has host bits set (give the block’s first address)',
  cidrPrivate: 'is outside the private ranges (10/8, 172.16/12, 192.168/16)',
} as const;

export function requireGoodCidr(cidr: string): void {
  const problem = iaasCidrProblemOf(cidr);
  if (!problem) return;
  throw new ApiError(
    400,
    'validation_failed',
    `Invalid request: the block ${cidr} ${explained[problem]}.`,
    ['cidr'],
    [
      {
        in: 'body',
        path: '/cidr',
        keyword: problem,
        ...(problem === 'cidrPrefix' ? { limit: iaasCidrPrefix.max } : {}),
      },
    ],
  );
}
