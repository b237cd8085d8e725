import type { Account, SearchResult } from '@nuvem/ui';

/** 10,000 environments with varied, deterministic names (the picker's worst case, DESIGN.md). */
export const tenThousandAccounts: Account[] = Array.from({ length: 10_000 }, (_, i) => ({
  cloud_id: `CLD${String(i).padStart(5, '0')}`,
  t_code: `T${String(100000 + i * 7)}`,
  corporate_name: `${['Empresa', 'Indústria', 'Comércio', 'Serviços'][i % 4]} ${i} Ltda.`,
  federal_id: String(10_000_000_000_000 + i),
}));

/** A page of search hits; `seed` varies the ids so that two sets differ everywhere. */
export function searchResults(count: number, seed: number): SearchResult[] {
  return Array.from({ length: count }, (_, i) => ({
    topology_id: [`TOP-${seed}-${i}`],
    cloud_id: [`CLD${String(i).padStart(5, '0')}`],
    t_code: [`T${100000 + i}`],
    instance_name: [`app-server-${seed}-${i}`],
    domain: i % 2 ? [`app${i}.cliente.com.br`] : [],
    public_ip: i % 2 ? [`200.10.${i % 250}.${i % 200}`] : [],
  }));
}
