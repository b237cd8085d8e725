// Diffs @nuvem/embed's wire traffic against the recorded powerbi-client log, without running powerbi-client.
//
//   node tests/compat/wire/diff.mjs                  every scenario: wire, replies, results and uncaught errors
//                                                    (without the deliberate differences)
//   node tests/compat/wire/diff.mjs filters page     only scenarios whose name contains "filters" or "page"
//   node tests/compat/wire/diff.mjs --wire           only the requests (iframe src, method, url, headers, body)
//   node tests/compat/wire/diff.mjs --list           the scenario names
//   node tests/compat/wire/diff.mjs --json out.json  also write ours' normalised log
//   node tests/compat/wire/diff.mjs --update-anchor  re-record anchor-log.json from powerbi-client
//
// Exit code 0 when every selected scenario matches; 1 otherwise.
import { writeFileSync } from 'node:fs';
import { launchChromium } from '@nuvem/devtools/chromium';
import { buildBundles, oursProblem, readAnchorLog, runAll, writeAnchorLog, ANCHOR_LOG } from './harness.mjs';
import { PARTS, withDeliberateDifferencesRemoved } from './deliberateDifferences.mjs';
import { diffLines, normalizeRecord } from './normalize.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const jsonAt = args.indexOf('--json');
const jsonOut = jsonAt >= 0 ? args[jsonAt + 1] : undefined;
const filters = args.filter((a, i) => !a.startsWith('--') && i !== jsonAt + 1);
const parts = flag('--wire') ? ['wire'] : PARTS;

const browser = await launchChromium();
try {
  if (flag('--update-anchor')) {
    const bundles = await buildBundles({ sdks: ['anchor'] });
    const records = await runAll(browser, bundles, 'anchor', { concurrency: 3 });
    for (const r of records) if (r.crash) console.warn(`! ${r.name}: ${r.crash}`);
    await writeAnchorLog(records.map(normalizeRecord));
    console.log(`wrote ${ANCHOR_LOG} (${records.length} scenarios)`);
    process.exit(0);
  }

  const anchorLog = await readAnchorLog();
  if (!anchorLog) throw new Error(`${ANCHOR_LOG} is missing: run with --update-anchor first`);
  const names = anchorLog.scenarios
    .map((s) => s.name)
    .filter((name) => !filters.length || filters.some((f) => name.includes(f)));
  if (flag('--list')) {
    console.log(names.join('\n'));
    process.exit(0);
  }

  const bundles = await buildBundles({ sdks: ['ours'] });
  const problem = await oursProblem(browser, bundles);
  if (problem) {
    console.error(`@nuvem/embed cannot be run in the wire harness: ${problem}`);
    process.exit(1);
  }
  const ours = (await runAll(browser, bundles, 'ours', { names, concurrency: 3 })).map(normalizeRecord);
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify(ours, null, 2));

  let failed = 0;
  for (const record of ours) {
    const expected = anchorLog.scenarios.find((s) => s.name === record.name);
    // Compared as the test compares them: without the deliberate differences (deliberateDifferences.mjs).
    const compared = (r, p) => (r ? withDeliberateDifferencesRemoved(r, p) : undefined);
    const differing = parts.filter(
      (p) => JSON.stringify(compared(expected, p)) !== JSON.stringify(compared(record, p)),
    );
    if (!differing.length && !record.crash) {
      console.log(`✓ ${record.name}`);
      continue;
    }
    failed++;
    console.log(`✗ ${record.name}${differing.length ? ` (differs in ${differing.join(', ')})` : ''}`);
    if (record.crash) console.log(`  ours crashed: ${record.crash}`);
    for (const part of differing) {
      console.log(`  --- ${part} (- powerbi-client, + ours)`);
      console.log(
        diffLines(compared(expected, part), compared(record, part))
          .split('\n')
          .map((line) => `  ${line}`)
          .join('\n'),
      );
    }
  }
  console.log(`\n${ours.length - failed}/${ours.length} scenarios match (${parts.join(', ')})`);
  process.exitCode = failed ? 1 : 0;
} finally {
  await browser.close();
}
