import type { BackupEntry } from './backupsListModel';

const gib = 1024 ** 3;

/** ACM1's backups and snapshots, newest first, as the stories and tests show them. */
export const sampleBackupEntries: readonly BackupEntry[] = [
  {
    id: 'snap-acm1-01-atualizacao',
    kind: 'snapshot',
    source: 'vm-acm1-01',
    name: 'antes-da-atualizacao',
    takenAt: '2026-12-05T14:00:00Z',
    sizeBytes: 100 * gib,
    status: 'available',
    expiresAt: null,
    restorable: true,
    downloadable: false,
  },
  {
    id: 'bkp-acm1-014',
    kind: 'incremental',
    source: 'TOP-ACM1-PROTHEUS',
    name: 'bkp-acm1-014',
    takenAt: '2026-12-05T03:00:00Z',
    sizeBytes: 12.5 * gib,
    status: 'completed',
    expiresAt: '2027-01-04T03:00:00Z',
    restorable: true,
    downloadable: true,
  },
  {
    id: 'snap-acm1-02-semanal',
    kind: 'snapshot',
    source: 'vm-acm1-02',
    name: 'acm1-db-01-semanal',
    takenAt: '2026-12-03T14:00:00Z',
    sizeBytes: 500 * gib,
    status: 'available',
    expiresAt: null,
    restorable: false,
    downloadable: false,
  },
  {
    id: 'bkp-acm1-013',
    kind: 'full',
    source: 'TOP-ACM1-PROTHEUS',
    name: 'bkp-acm1-013',
    takenAt: '2026-12-01T03:00:00Z',
    sizeBytes: 180 * gib,
    status: 'failed',
    expiresAt: '2026-12-31T03:00:00Z',
    restorable: false,
    downloadable: false,
  },
];
