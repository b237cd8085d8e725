import type { UserInfo } from '@nuvem/api-contract';

/** A signed-in user of GET /me for the features' tests: two environments, a stream channel. */
export const demoUser: UserInfo = {
  fullName: 'Ana Souza',
  firstName: 'Ana',
  email: 'ana@acme.example',
  phone: null,
  kind: 'customer',
  stream_channel: 'user-ana',
  stream_hash: 'hash-ana',
  customers: [
    {
      cloud_id: 'ACM1',
      t_code: 'T10007',
      corporate_name: 'Acme Produção',
      federal_id: '11.345.678/0001-01',
      region: 'sa-east-1',
      budget_id: null,
      primeData: { support_type: 'PRIME' },
    },
    {
      cloud_id: 'ACM2',
      t_code: 'T10014',
      corporate_name: 'Acme Homologação',
      federal_id: '12.345.678/0001-02',
      region: 'us-east-1',
      budget_id: null,
      primeData: { support_type: 'STANDARD' },
    },
  ],
  features: ['list_notes', 'list_pipelines'],
  featureFlags: [],
  alertMessage: [],
  iaas_cancelling: false,
  message: null,
};
