import type { Insight, InsightPrincipal } from '../model/insight';

/** Deterministic Insights data for stories and tests. */

const dashboard = (id: string, name: string, category: string): Insight => ({
  id,
  name,
  category,
  kind: 'dashboard',
});

/** A small tenant: four categories and some uncategorised dashboards, in server order (category, name). */
export const sampleDashboards: readonly Insight[] = [
  dashboard('d-01', 'Chamados em aberto', ''),
  dashboard('d-02', 'Visão geral do ambiente', ''),
  dashboard('d-03', 'Consumo de CPU por VM', 'Capacidade'),
  dashboard('d-04', 'Crescimento de armazenamento', 'Capacidade'),
  dashboard('d-05', 'Uso de memória', 'Capacidade'),
  dashboard('d-06', 'Custos por projeto', 'Financeiro'),
  dashboard('d-07', 'Faturamento mensal', 'Financeiro'),
  dashboard('d-08', 'Previsão de gastos', 'Financeiro'),
  dashboard('d-09', 'Backups executados', 'Operações'),
  dashboard('d-10', 'Disponibilidade dos serviços', 'Operações'),
  dashboard('d-11', 'Janelas de manutenção', 'Operações'),
  dashboard('d-12', 'Tempo de resposta do Protheus', 'Operações'),
  dashboard('d-13', 'Acessos por usuário', 'Segurança'),
  dashboard('d-14', 'Tentativas de login bloqueadas', 'Segurança'),
];

/** The 'Data Analytics' group: BI reports and BI dashboards. */
export const sampleBiItems: readonly Insight[] = [
  { id: 'bi-r1', name: 'Relatório comercial', category: '', kind: 'biReport' },
  { id: 'bi-r2', name: 'Indicadores de atendimento', category: '', kind: 'biReport' },
  { id: 'bi-r3', name: 'Consumo por produto', category: '', kind: 'biReport' },
  { id: 'bi-d1', name: 'Painel executivo', category: '', kind: 'biDashboard' },
  { id: 'bi-d2', name: 'Metas do trimestre', category: '', kind: 'biDashboard' },
];

/** Favorites among both lists: two dashboards and a BI report. */
export const sampleFavoriteIds: ReadonlySet<string> = new Set(['d-07', 'd-10', 'bi-r1']);

/** Recently opened, most recent first (one id is no longer known and is skipped). */
export const sampleRecentIds: readonly string[] = ['d-12', 'bi-d1', 'gone-01', 'd-07', 'd-03'];

const LONG =
  'Acompanhamento consolidado de consumo, custos e disponibilidade de todos os ambientes de produção e homologação';

/** Names that do not fit a card, and a category name that does not fit a header. */
export const longNameDashboards: readonly Insight[] = [
  dashboard('l-01', LONG, 'Indicadores corporativos de tecnologia, infraestrutura e operações em nuvem'),
  dashboard(
    'l-02',
    `${LONG} — visão por filial`,
    'Indicadores corporativos de tecnologia, infraestrutura e operações em nuvem',
  ),
  dashboard('l-03', 'Desempenhodasaplicaçõescríticasdonegócioemtemporealsemespaços', 'Operações'),
  dashboard('l-04', 'Uso', 'Operações'),
];

const AREAS = [
  'Financeiro',
  'Vendas',
  'Operações',
  'Recursos Humanos',
  'Logística',
  'Marketing',
  'Suprimentos',
  'Qualidade',
  'Tecnologia',
  'Atendimento',
];
const SCOPES = ['Brasil', 'Sul', 'Sudeste', 'Nordeste', 'Norte'];
const SUBJECTS = [
  'Painel de metas',
  'Indicadores',
  'Custos',
  'Desempenho',
  'Previsão',
  'Auditoria',
  'Resumo',
];

/**
 * `categories` categories of `perCategory` dashboards each ('Vendas Sul', …), in server order. Every name
 * ends with a unique 4-digit number, so '0042' finds one dashboard and 'vendas sul' a whole category.
 */
export function makeDashboards(categories: number, perCategory: number): Insight[] {
  const all: Insight[] = [];
  let n = 0;
  for (let c = 0; c < categories; c++) {
    const area = AREAS[c % AREAS.length]!;
    const scope = SCOPES[Math.floor(c / AREAS.length) % SCOPES.length]!;
    const round = Math.floor(c / (AREAS.length * SCOPES.length));
    const category = round === 0 ? `${area} ${scope}` : `${area} ${scope} ${round + 1}`;
    for (let i = 0; i < perCategory; i++) {
      n += 1;
      const number = String(n).padStart(4, '0');
      all.push(
        dashboard(`dash-${number}`, `${SUBJECTS[i % SUBJECTS.length]} ${category} ${number}`, category),
      );
    }
  }
  const collator = new Intl.Collator('pt-BR');
  return all.sort((a, b) => collator.compare(a.category, b.category) || collator.compare(a.name, b.name));
}

/** Principals of a dashboard's permission list. */
export const samplePrincipals: readonly InsightPrincipal[] = [
  { principal: 'maria.souza@cliente.com.br', admin: true },
  { principal: 'joao.lima@cliente.com.br', admin: false },
  { principal: 'Equipe Financeiro', admin: false },
  { principal: 'ana.pereira@parceiro.com.br', admin: true },
];

/** Many principals, so the dialog scrolls. */
export function makePrincipals(count: number): InsightPrincipal[] {
  return Array.from({ length: count }, (_, i) => ({
    principal: `usuario.${String(i + 1).padStart(3, '0')}@cliente.com.br`,
    admin: i % 5 === 0,
  }));
}
