// Every dataset the analytics side can query, by id. Reports name one; the query planner reads the rest.
import type { Dataset } from '@nuvem/api-contract';
import { backups } from './backups';
import { chamados } from './chamados';
import { consumo } from './consumo';
import type { DatasetDefinition } from './dataset-definition';
import { disponibilidade } from './disponibilidade';
import { maquinasVirtuais } from './maquinas-virtuais';
import { margem } from './margem';
import { seguranca } from './seguranca';

export const datasetCatalog: readonly DatasetDefinition[] = [
  consumo,
  maquinasVirtuais,
  chamados,
  backups,
  disponibilidade,
  seguranca,
  margem,
];

const byId = new Map(datasetCatalog.map((dataset) => [dataset.id, dataset]));

export function datasetById(id: string): DatasetDefinition | undefined {
  return byId.get(id);
}

/** What the frame sees of a dataset: names, types, formats and captions, never the SQL. */
export function publicDataset(dataset: DatasetDefinition): Dataset {
  const { table } = dataset;
  return {
    id: dataset.id,
    name: dataset.name,
    tables: [
      {
        name: table.name,
        captions: table.captions,
        columns: table.columns.map(({ name, dataType, format, captions, description }) => ({
          name,
          dataType,
          format,
          captions,
          ...(description ? { description } : {}),
        })),
        measures: table.measures.map(({ name, dataType, format, captions, description }) => ({
          name,
          dataType,
          format,
          captions,
          ...(description ? { description } : {}),
        })),
        hierarchies: table.hierarchies,
      },
    ],
  };
}
