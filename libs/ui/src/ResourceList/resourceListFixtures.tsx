import type { ResourceListColumn } from './resourceListTypes';

/** A sample collection for the list's stories and tests: servers with a state and a region. */
export interface SampleServer {
  id: string;
  name: string;
  state: 'running' | 'stopped';
  region: string;
  vcpus: number;
}

export const sampleServers: readonly SampleServer[] = [
  { id: 'srv-01', name: 'erp-app-01', state: 'running', region: 'sa-east-1', vcpus: 8 },
  { id: 'srv-02', name: 'erp-db-01', state: 'running', region: 'sa-east-1', vcpus: 16 },
  { id: 'srv-03', name: 'bi-worker', state: 'stopped', region: 'us-east-1', vcpus: 4 },
  { id: 'srv-04', name: 'fluig-01', state: 'running', region: 'us-east-1', vcpus: 2 },
];

const STATE_LABELS = { running: 'Em execução', stopped: 'Parado' } as const;

export const sampleServerColumns: readonly ResourceListColumn<SampleServer>[] = [
  { id: 'name', header: 'Nome', cell: (s) => s.name, sortable: true, rowHeader: true, required: true },
  {
    id: 'state',
    header: 'Situação',
    cell: (s) => STATE_LABELS[s.state],
    sortable: true,
    filter: { options: Object.entries(STATE_LABELS).map(([value, label]) => ({ value, label })) },
  },
  {
    id: 'region',
    header: 'Região',
    cell: (s) => s.region,
    sortable: true,
    filter: {
      operators: ['=', '!=', ':'],
      options: [
        { value: 'sa-east-1', label: 'sa-east-1' },
        { value: 'us-east-1', label: 'us-east-1' },
      ],
    },
  },
  { id: 'vcpus', header: 'vCPUs', cell: (s) => s.vcpus, sortable: true },
];
