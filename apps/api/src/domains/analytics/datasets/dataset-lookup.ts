// A dataset by id, wherever it is declared: the catalog's (code), or one quick create made (the database).
import { quickDatasetIdPattern } from '@nuvem/api-contract';
import type { Queryable } from '../../../db/database';
import { findQuickDataset } from '../analytics-quick-datasets-repository';
import { quickDatasetDefinition } from '../quick/quick-dataset-definition';
import { datasetById } from './dataset-catalog';
import type { DatasetDefinition } from './dataset-definition';

export async function findDataset(db: Queryable, id: string): Promise<DatasetDefinition | undefined> {
  const declared = datasetById(id);
  if (declared || !quickDatasetIdPattern.test(id)) return declared;
  const row = await findQuickDataset(db, id.slice('quick-'.length));
  return row && quickDatasetDefinition(row);
}
