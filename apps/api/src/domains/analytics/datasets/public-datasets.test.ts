// The analytics frame's Q&A tests read the datasets as this API publishes them from a snapshot
// (apps/analytics/src/qna/testing/demoDatasets.json: apps import no other app). This keeps the snapshot
// equal to the catalog; after changing a dataset, write it again with:
//   UPDATE_DATASET_SNAPSHOT=1 npx vitest run src/domains/analytics/datasets/public-datasets.test.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { datasetCatalog, publicDataset } from './dataset-catalog';

const snapshot = fileURLToPath(
  new URL('../../../../../analytics/src/qna/testing/demoDatasets.json', import.meta.url),
);

test("the frame's snapshot of the public datasets is the catalog's", () => {
  const published = datasetCatalog.map(publicDataset);
  if (process.env.UPDATE_DATASET_SNAPSHOT) writeFileSync(snapshot, `${JSON.stringify(published, null, 2)}\n`);
  expect(JSON.parse(readFileSync(snapshot, 'utf8'))).toEqual(published);
});
