import type { SearchResult } from '../model/searchResult';

/** Fixed story data: a few hits of different shapes. */
export const someResults: SearchResult[] = [
  {
    topology_id: ['TOP-10231'],
    cloud_id: ['ACME01'],
    t_code: ['T10001'],
    instance_name: ['acme-prod-protheus-01'],
    domain: ['erp.acme.com.br'],
    public_ip: ['200.155.12.34'],
  },
  {
    topology_id: ['TOP-10232'],
    cloud_id: ['ACME01'],
    t_code: ['T10001'],
    instance_name: ['acme-prod-fluig-01'],
    domain: ['fluig.acme.com.br'],
    public_ip: ['200.155.12.35'],
  },
  {
    topology_id: ['TOP-20410'],
    cloud_id: ['BETA02'],
    t_code: ['T20002'],
    instance_name: ['acme-prod-rm-db'],
  },
  {
    topology_id: ['TOP-30007', 'TOP-30008'],
    cloud_id: ['GAMA03', 'GAMA04'],
    t_code: ['TX3003'],
    instance_name: ['acme-prod-tss-a', 'acme-prod-tss-b'],
    domain: ['tss.gama.com.br', 'tss-dr.gama.com.br'],
    public_ip: ['177.71.1.10', '177.71.1.11'],
  },
  {
    topology_id: ['TOP-40001'],
    cloud_id: ['DELTA05'],
    t_code: ['T40005'],
    instance_name: ['acme-prod-license-server'],
    public_ip: ['191.232.8.9'],
  },
];

/** One hit with a domain and public IP, one without either. */
export const withAndWithoutDomain: SearchResult[] = [someResults[0]!, someResults[2]!];

/** Long values wrap inside the row instead of widening the overlay. */
export const longResults: SearchResult[] = [
  {
    topology_id: ['TOP-90001', 'TOP-90002', 'TOP-90003', 'TOP-90004'],
    cloud_id: ['OMEGA09', 'OMEGA10', 'OMEGA11'],
    t_code: ['T90009'],
    instance_name: ['acme-producao-protheus-servidor-de-aplicacao-balanceado-regiao-sao-paulo-zona-a-01'],
    domain: [
      'portal-de-compras-e-suprimentos.omega-industria-e-comercio.com.br',
      'api-integracao-fornecedores.omega-industria-e-comercio.com.br',
    ],
    public_ip: ['200.155.12.34', '200.155.12.35', '200.155.12.36'],
  },
];

/** `count` hits numbered from 1, for the virtualisation stories. */
export function manyResults(count: number): SearchResult[] {
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(4, '0');
    return {
      topology_id: [`TOP-${n}`],
      cloud_id: [`CLD${n}`],
      t_code: [`T${n}`],
      instance_name: [`acme-prod-vm-${n}`],
      ...(i % 3 === 0
        ? { domain: [`vm-${n}.acme.com.br`], public_ip: [`10.0.${Math.floor(i / 250)}.${i % 250}`] }
        : {}),
    };
  });
}
