import { searchApiReference } from './apiReferenceSearch';
import { curlExample } from './curlExample';
import { sampleApiReference } from './developerDocsFixtures';

const ops = sampleApiReference.groups.flatMap((group) => group.operations);
const op = (id: string) => ops.find((candidate) => candidate.id === id)!;

test('a write: its method, the token and required headers as placeholders, the body example', () => {
  expect(
    curlExample(
      op('POST /api/v1/environments/{cloudId}/iaas/machines/{machineId}/stop'),
      'https://portal.example/',
      sampleApiReference.authSchemes,
    ),
  ).toBe(
    [
      "curl -X POST 'https://portal.example/api/v1/environments/{cloudId}/iaas/machines/{machineId}/stop'",
      "-H 'Authorization: Bearer <token>'",
      "-H 'idempotency-key: <idempotency-key>'",
      "-H 'Content-Type: application/json'",
      `-d '{"mode":"soft"}'`,
    ].join(' \\\n  '),
  );
});

test('an analytics route takes an embed token; a public one none; quotes in a body are escaped', () => {
  const schemes = sampleApiReference.authSchemes;
  expect(curlExample(op('GET /api/v1/analytics/reports/{reportId}'), 'https://p', schemes)).toContain(
    "-H 'Authorization: EmbedToken <token>'",
  );
  expect(curlExample(op('GET /api/v1/health'), 'https://p', schemes)).toBe(
    "curl -X GET 'https://p/api/v1/health'",
  );
  const quoted = { ...op('GET /api/v1/health'), method: 'POST' as const, requestExample: `{"name":"it's"}` };
  expect(curlExample(quoted, 'https://p', schemes)).toContain(`-d '{"name":"it'\\''s"}'`);
});

test('search: every word, accents and case ignored, in method, path, summary and tag', () => {
  const ids = (query: string) =>
    searchApiReference(sampleApiReference.groups, query).flatMap((g) => g.operations.map((o) => o.id));
  expect(ids('')).toHaveLength(ops.length);
  expect(ids('delete ssh')).toEqual(['DELETE /api/v1/environments/{cloudId}/iaas/ssh-keys/{keyId}']);
  expect(ids('VIRTUAL MACHINE')).toHaveLength(2);
  expect(ids('health')).toEqual(['GET /api/v1/health']);
  expect(ids('nothing here')).toEqual([]);
  expect(searchApiReference(sampleApiReference.groups, 'stop').map((g) => g.tag)).toEqual(['iaas']);
});
