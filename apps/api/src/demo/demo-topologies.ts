// Demo topologies, contracts, TSS subscriptions and favorite environments. Every environment gets a few
// topologies of varied products; PRIME ones run Protheus as a dr_origin with its dr_destination replica in
// another region. Public IPs come from the documentation ranges (RFC 5737). One statement per table.
import type { Queryable } from '../db/database';
import { insertContracts, type NewContract } from '../domains/me/contracts-repository';
import { insertFavoriteEnvironments } from '../domains/environments/favorite-environments-repository';
import { insertTopologies, type NewTopology } from '../domains/environments/topologies-repository';
import { markTopologyRegistriesUnavailable } from '../domains/environments/topology-registry-repository';
import { insertTssSubscriptions } from '../domains/me/tss-repository';
import { findUserByEmail } from '../domains/me/users-repository';
import { demoEnvironments, type DemoEnvironment } from './demo-data';

const secondaryProducts = ['fluig', 'rm', 'tss', 'datasul', 'winthor', 'smartrm', 'treports'];
const drRegionOf: Record<string, string> = {
  'sa-east-1': 'sa-east-2',
  'sa-east-2': 'sa-east-1',
  'us-east-1': 'sa-east-1',
};
const testNets = ['192.0.2', '198.51.100', '203.0.113'];

/** Each call hands out the next documentation-range address. */
function ipAllocator(): () => string {
  let next = 0;
  return () => {
    const n = next++;
    return `${testNets[Math.floor(n / 250) % testNets.length]}.${(n % 250) + 1}`;
  };
}

function topologiesOf(env: DemoEnvironment, serial: number, nextIp: () => string): NewTopology[] {
  const key = env.cloud_id.toLowerCase();
  let count = 0;
  const topology = (
    product: string,
    type: NewTopology['topology_type'],
    suffix: string,
    extra: Partial<NewTopology> = {},
  ): NewTopology => ({
    topology_id: `tp-${key}-${String(++count).padStart(2, '0')}`,
    cloud_id: env.cloud_id,
    product,
    topology_type: type,
    replica_of: null,
    provider: 'oci',
    region: env.region,
    instance_name: `${key}-${product}-${suffix}`,
    domain: `${product}-${key}${suffix === 'prd' ? '' : `-${suffix}`}.nuvem.cloud`,
    public_ip: nextIp(),
    status: 'active',
    ...extra,
  });

  const second = secondaryProducts[serial % secondaryProducts.length]!;
  const third = secondaryProducts[(serial + 2) % secondaryProducts.length]!;
  const list: NewTopology[] = [];
  if (env.support_type === 'PRIME') {
    const origin = topology('protheus', 'dr_origin', 'prd');
    list.push(
      origin,
      topology('protheus', 'dr_destination', 'dr', {
        replica_of: origin.topology_id,
        provider: 'aws',
        region: drRegionOf[env.region] ?? 'sa-east-1',
      }),
    );
  } else {
    list.push(topology('protheus', 'production', 'prd'));
  }
  list.push(topology(second, 'production', 'prd', serial % 4 === 0 ? { provider: 'aws' } : {}));
  list.push(
    serial % 3 === 0
      ? topology(third, 'development', 'dev', { domain: null, public_ip: null, status: 'stopped' })
      : topology(third, 'homologation', 'hml', serial % 10 === 9 ? { status: 'provisioning' } : {}),
  );
  return list;
}

export const demoTopologies: NewTopology[] = (() => {
  const nextIp = ipAllocator();
  return demoEnvironments.flatMap((env, serial) => topologiesOf(env, serial, nextIp));
})();

const contract = (
  cloud_id: string,
  n: number,
  fields: Omit<NewContract, 'cloud_id' | 'contract_id' | 'currency'>,
): NewContract => ({
  cloud_id,
  contract_id: `CTR-${cloud_id}-${String(n).padStart(3, '0')}`,
  currency: 'BRL',
  ...fields,
});

export const demoContracts: NewContract[] = [
  contract('ACM1', 1, {
    product: 'protheus',
    description: 'Protheus na nuvem — plano Enterprise com recuperação de desastres',
    status: 'active',
    start_date: '2022-03-01',
    end_date: null,
    monthly_value: 18500,
  }),
  contract('ACM1', 2, {
    product: 'fluig',
    description: 'Fluig — 200 usuários',
    status: 'active',
    start_date: '2023-01-15',
    end_date: null,
    monthly_value: 4200.5,
  }),
  contract('ACM1', 3, {
    product: 'tss',
    description: 'TSS — 5.000 documentos fiscais por mês',
    status: 'active',
    start_date: '2023-06-01',
    end_date: '2026-05-31',
    monthly_value: 890,
  }),
  contract('ACM2', 1, {
    product: 'protheus',
    description: 'Ambiente de homologação Protheus',
    status: 'active',
    start_date: '2022-03-01',
    end_date: null,
    monthly_value: 3200,
  }),
  contract('GLX01', 1, {
    product: 'rm',
    description: 'RM — folha de pagamento e recursos humanos',
    status: 'active',
    start_date: '2021-08-01',
    end_date: null,
    monthly_value: 7650.9,
  }),
  contract('GLX02', 1, {
    product: 'datasul',
    description: 'Datasul — contrato encerrado na migração para Protheus',
    status: 'cancelled',
    start_date: '2019-02-01',
    end_date: '2022-12-31',
    monthly_value: 5100,
  }),
  contract('INT1', 1, {
    product: 'protheus',
    description: 'Protheus na nuvem — plano Essencial',
    status: 'suspended',
    start_date: '2024-04-01',
    end_date: null,
    monthly_value: 2900,
  }),
];

const tCodeOf = (cloudId: string) => demoEnvironments.find((env) => env.cloud_id === cloudId)!.t_code;

/**
 * Only Acme Produção has hired TSS, for two companies (1,234 of 5,000 documents used this month); Globex Filial
 * 1 is registered with nothing hired.
 */
export const demoTssSubscriptions = [
  {
    t_code: tCodeOf('ACM1'),
    companies: [
      {
        cnpj: '11345678000101',
        corporate_name: 'Acme Indústria e Comércio Ltda.',
        environment: 'production' as const,
        quota_hired: 4000,
        quota_used: 1034,
      },
      {
        cnpj: '11345678000282',
        corporate_name: 'Acme Distribuidora Ltda.',
        environment: 'production' as const,
        quota_hired: 1000,
        quota_used: 200,
      },
    ],
  },
  {
    t_code: tCodeOf('GLX01'),
    companies: [
      {
        cnpj: '14345678000104',
        corporate_name: 'Globex Filial 1 S.A.',
        environment: 'homologation' as const,
        quota_hired: 0,
        quota_used: 0,
      },
    ],
  },
];

export const demoFavoriteEnvironments: Record<string, string[]> = {
  'bruno@globex.example': ['GLX01', 'GLX12'],
};

/** Seeds this area's demo data; the environments and users must exist. */
export async function seedDemoTopologies(db: Queryable): Promise<void> {
  await markTopologyRegistriesUnavailable(
    db,
    demoEnvironments.filter((env) => env.topology_registry === 'unavailable').map((env) => env.cloud_id),
  );
  await insertTopologies(db, demoTopologies);
  await insertContracts(db, demoContracts);
  await insertTssSubscriptions(db, demoTssSubscriptions);
  for (const [email, cloudIds] of Object.entries(demoFavoriteEnvironments)) {
    const user = await findUserByEmail(db, email);
    if (user) await insertFavoriteEnvironments(db, user.id, cloudIds);
  }
}
