import type { DisasterRecoveryPairItem } from './disasterRecoveryPlanModel';

/** Three pairs: one serving from its origin, one failed over, one without a replica. */
export const samplePairs: DisasterRecoveryPairItem[] = [
  {
    productName: 'Protheus',
    origin: {
      topologyId: 'tp-acm1-01',
      instanceName: 'acm1-protheus-prd',
      provider: 'oci',
      region: 'sa-east-1',
    },
    destination: {
      topologyId: 'tp-acm1-02',
      instanceName: 'acm1-protheus-dr',
      provider: 'aws',
      region: 'sa-east-2',
    },
    failedOver: false,
    failedOverAt: null,
    failedOverBy: null,
  },
  {
    productName: 'Fluig',
    origin: {
      topologyId: 'tp-acm1-05',
      instanceName: 'acm1-fluig-prd',
      provider: 'oci',
      region: 'sa-east-1',
    },
    destination: {
      topologyId: 'tp-acm1-06',
      instanceName: 'acm1-fluig-dr',
      provider: 'aws',
      region: 'sa-east-2',
    },
    failedOver: true,
    failedOverAt: '2026-03-02T13:45:00Z',
    failedOverBy: 'Diego Rocha',
  },
  {
    productName: 'TOTVS RM',
    origin: { topologyId: 'tp-acm1-07', instanceName: 'acm1-rm-prd', provider: 'oci', region: 'sa-east-1' },
    destination: null,
    failedOver: false,
    failedOverAt: null,
    failedOverBy: null,
  },
];
