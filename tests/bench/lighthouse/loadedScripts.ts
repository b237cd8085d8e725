import { gzipSync } from 'node:zlib';
import type { Result } from 'lighthouse';

export type PaintedScripts = { name: string; bytes: number; gzipBytes: number }[];

interface NetworkRow {
  url: string;
  resourceType?: string;
  networkEndTime?: number;
}

/**
 * The scripts a page had finished loading by its first contentful paint (`until: 'first-paint'`) or by the
 * end of the run ('all'), from a Lighthouse result: its network records (times in ms from the first
 * request, whose timestamp the audit's debug data keeps) set against the observed FCP timestamp. Each is
 * fetched again and gzip-compressed, as a server would send it.
 */
export async function loadedScripts(lhr: Result, until: 'first-paint' | 'all'): Promise<PaintedScripts> {
  const requests = lhr.audits['network-requests']?.details as
    { items: NetworkRow[]; debugData?: { networkStartTimeTs?: number } } | undefined;
  const metrics = lhr.audits['metrics']?.details as
    { items: { observedFirstContentfulPaintTs?: number }[] } | undefined;
  const startTs = requests?.debugData?.networkStartTimeTs;
  const fcpTs = metrics?.items[0]?.observedFirstContentfulPaintTs;
  if (!requests || startTs === undefined || fcpTs === undefined)
    throw new Error('Lighthouse result lacks network records or the observed first contentful paint');
  const fcp = until === 'all' ? Infinity : (fcpTs - startTs) / 1000;
  const scripts = requests.items.filter(
    (row) => row.resourceType === 'Script' && row.networkEndTime !== undefined && row.networkEndTime <= fcp,
  );
  return Promise.all(
    scripts.map(async ({ url }) => {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      return {
        name: new URL(url).pathname,
        bytes: body.length,
        gzipBytes: gzipSync(body, { level: 9 }).length,
      };
    }),
  );
}
