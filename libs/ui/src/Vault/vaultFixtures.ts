import type { VaultKeyItem, VaultSecretItem } from './vaultTypes';

/** Secrets of ACM1 as the stories and tests show them. */
export const sampleVaultSecrets: VaultSecretItem[] = [
  {
    id: '7a2b3c4d-0000-4000-8000-000000000001',
    name: 'db/password',
    description: 'Senha do banco de produção',
    currentVersion: 3,
    versions: 3,
    updatedAt: '2026-12-01T18:40:00.000Z',
    updatedBy: 'ana@acme.example',
  },
  {
    id: '7a2b3c4d-0000-4000-8000-000000000002',
    name: 'api/token-pagamentos',
    description: '',
    currentVersion: 1,
    versions: 1,
    updatedAt: '2026-11-15T09:05:00.000Z',
    updatedBy: null,
  },
];

/** Keys protecting ACM1's vault. */
export const sampleVaultKeys: VaultKeyItem[] = [
  {
    id: '8b3c4d5e-0000-4000-8000-000000000001',
    name: 'chave-padrao',
    origin: 'generated',
    state: 'enabled',
    active: false,
    version: 1,
    fingerprint: 'SHA256:Zmh6rfhivXdsj8GLjp+OIAiXFIVu4jOzkCpZHQ1fKSU',
    pendingRewrap: 0,
    lastRotatedAt: null,
    createdAt: '2026-10-02T13:20:00.000Z',
  },
  {
    id: '8b3c4d5e-0000-4000-8000-000000000002',
    name: 'hsm-acme',
    origin: 'imported',
    state: 'enabled',
    active: true,
    version: 2,
    fingerprint: 'SHA256:HMBjzuoNAtdnrm/VjV0DPHFpWpNNhJ1FAXwaL1x2wVw',
    pendingRewrap: 0,
    lastRotatedAt: '2026-12-01T18:40:00.000Z',
    createdAt: '2026-11-15T09:05:00.000Z',
  },
];
