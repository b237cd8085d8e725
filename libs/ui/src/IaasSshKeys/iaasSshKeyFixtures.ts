import type { IaasSshKeyItem } from './iaasSshKeyTypes';

/** Keys of ACM1 as the stories and tests show them. */
export const sampleIaasSshKeys: IaasSshKeyItem[] = [
  {
    id: '6f1c2a52-0d4e-4f5b-9a51-0c1d2e3f4a01',
    name: 'deploy-producao',
    type: 'ssh-ed25519',
    bits: 256,
    fingerprint: 'SHA256:naExYx86BGsoF1V7bL2qVSSA1k1pilb+u+f/kn2kdnI',
    createdBy: null,
    createdAt: '2026-10-02T13:20:00.000Z',
  },
  {
    id: '6f1c2a52-0d4e-4f5b-9a51-0c1d2e3f4a02',
    name: 'equipe-infra',
    type: 'ecdsa-sha2-nistp384',
    bits: 384,
    fingerprint: 'SHA256:HMBjzuoNAtdnrm/VjV0DPHFpWpNNhJ1FAXwaL1x2wVw',
    createdBy: 'ana@acme.example',
    createdAt: '2026-11-15T09:05:00.000Z',
  },
  {
    id: '6f1c2a52-0d4e-4f5b-9a51-0c1d2e3f4a03',
    name: 'notebook-ana',
    type: 'ssh-rsa',
    bits: 3072,
    fingerprint: 'SHA256:1OnkV0oZ69gTUycOLZRmJKLZQA6ji52q+ktaqzKxHSQ',
    createdBy: 'ana@acme.example',
    createdAt: '2026-12-01T18:40:00.000Z',
  },
];
