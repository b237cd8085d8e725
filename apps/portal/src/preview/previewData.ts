import type { Account, PipelineAction, SearchResult, UserMessage } from '@nuvem/ui';

/**
 * Demo content for the portal until the API lands (issue 4): generated, not hand-listed, so the shell
 * can be tried with realistic amounts — 40 environments, so the picker's search appears.
 */
const companies = ['Acme', 'Beta', 'Copacabana', 'Delta', 'Estrela', 'Fortaleza', 'Guanabara', 'Horizonte'];
const kinds = ['Indústria S.A.', 'Comércio Ltda.', 'Serviços Digitais', 'Logística', 'Alimentos'];

export const previewAccounts: Account[] = Array.from({ length: 40 }, (_, i) => ({
  cloud_id: `${companies[i % companies.length]!.slice(0, 4).toUpperCase()}${String(i + 1).padStart(3, '0')}`,
  t_code: `T${String(10000 + i * 37)}`,
  corporate_name: `${companies[i % companies.length]} ${kinds[i % kinds.length]}`,
  federal_id: String(11_222_333_000_100 + i),
  support_type: i % 3 === 0 ? 'PRIME' : 'STANDARD',
  isFavorite: i < 2,
}));

export const previewMessages: UserMessage[] = [
  'Janela de manutenção programada para sábado, 02h–04h.',
  'Nova versão do painel de Insights disponível.',
  'Sua fatura de outubro está disponível.',
].map((title, i) => ({
  id: `m${i}`,
  title,
  message: 'Veja os detalhes na central de comunicações.',
  link: i === 2 ? 'https://example.com/fatura' : '/communication',
  isExternalLink: i === 2,
  readState: i === 1,
  createdAt: `2026-11-${20 - i}T12:00:00Z`,
}));

const actionNames = ['Reiniciar servidor', 'Aumentar disco', 'Backup sob demanda', 'Atualizar certificado'];
const statuses = ['SUCCESS', 'RUNNING', 'FAILED', 'QUEUED', 'USER_FAILED'] as const;

export function previewPipelines(cloudIds: readonly string[], count: number): PipelineAction[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `p${i}`,
    name: actionNames[i % actionNames.length]!,
    status: statuses[i % statuses.length]!,
    cloud_id: cloudIds[i % cloudIds.length]!,
    user: 'ana.souza@acme.com.br',
    startedAt: `2026-11-21T${String(8 + (i % 10)).padStart(2, '0')}:15:00Z`,
  }));
}

const topologies: SearchResult[] = previewAccounts.flatMap((account, i) =>
  ['app', 'db', 'web'].map((role, j) => ({
    topology_id: [`TOP-${account.cloud_id}-${j}`],
    cloud_id: [account.cloud_id],
    t_code: [account.t_code],
    instance_name: [`${role}-${account.cloud_id.toLowerCase()}-0${j + 1}`],
    domain: role === 'web' ? [`${account.cloud_id.toLowerCase()}.nuvem.app`] : [],
    public_ip: role === 'web' ? [`200.160.${i}.${10 + j}`] : [],
  })),
);

/** The global search over the demo topologies, by any field (case-insensitive substring). */
export function searchPreviewTopologies(query: string): SearchResult[] {
  const needle = query.toLowerCase();
  return topologies.filter((t) =>
    Object.values(t).some((list: string[]) => list.some((v) => v.toLowerCase().includes(needle))),
  );
}
