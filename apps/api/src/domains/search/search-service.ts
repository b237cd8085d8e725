// The global search over topologies (spec §2.9): a case-insensitive substring match, limited to the
// environments the user may see.
import { searchMinLength, type SearchResult } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import { searchTopologies } from '../environments/topologies-repository';
import type { Principal } from '../session/session-service';

/** `text` as a LIKE pattern that matches it literally anywhere: %, _ and \ lose their meaning. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const list = (value: string | null) => (value === null ? [] : [value]);

export async function searchTopologiesFor(
  db: Queryable,
  principal: Principal,
  query: string,
  limit: number,
): Promise<SearchResult> {
  const text = query.trim();
  if (text.length < searchMinLength)
    throw new ApiError(
      400,
      'validation_failed',
      `Invalid request: q must be longer than ${searchMinLength - 1} characters, not counting spaces around it.`,
      ['q'],
    );
  const rows = await searchTopologies(db, principal.userId, containsPattern(text), limit);
  return {
    data: rows.map((row) => ({
      topology_id: [row.topology_id],
      cloud_id: [row.cloud_id],
      t_code: [row.t_code],
      instance_name: [row.instance_name],
      domain: list(row.domain),
      public_ip: list(row.public_ip),
    })),
    total: rows[0]?.total ?? 0,
  };
}
