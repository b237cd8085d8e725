import type { PipelineAction } from '../model/pipeline';
import type { HomeDashboardProps } from './HomeDashboard';

/** Fixed sample data for stories and tests (no randomness, fixed dates). */
const ready = { status: 'ready' } as const;
const loading = { status: 'loading' } as const;

const sampleActions: PipelineAction[] = [
  {
    id: 'a1',
    name: 'Reiniciar servidor de aplicação',
    status: 'RUNNING',
    cloud_id: 'ACM1',
    user: 'ana@acme.example',
    startedAt: '2026-03-12T17:05:00Z',
  },
  {
    id: 'a2',
    name: 'Aumentar disco do banco de dados',
    status: 'SUCCESS',
    cloud_id: 'ACM1',
    user: 'ana@acme.example',
    startedAt: '2026-03-12T15:40:00Z',
    finishedAt: '2026-03-12T15:52:00Z',
  },
  {
    id: 'a3',
    name: 'Renovar certificado',
    status: 'FAILED',
    cloud_id: 'ACM1',
    startedAt: '2026-03-11T09:10:00Z',
    finishedAt: '2026-03-11T09:12:00Z',
  },
];

export const sampleHomeDashboard: HomeDashboardProps = {
  products: {
    state: ready,
    total: 4,
    products: [
      {
        product: 'protheus',
        name: 'Protheus',
        href: '/produto/protheus',
        topologies: 2,
        regions: [
          { region: 'sa-east-1', count: 1 },
          { region: 'sa-east-2', count: 1 },
        ],
      },
      {
        product: 'fluig',
        name: 'Fluig',
        href: '/produto/fluig',
        topologies: 1,
        regions: [{ region: 'sa-east-1', count: 1 }],
      },
      {
        product: 'rm',
        name: 'RM',
        href: '/produto/rm',
        topologies: 1,
        regions: [{ region: 'sa-east-1', count: 1 }],
      },
    ],
    regions: [
      { region: 'sa-east-1', count: 3 },
      { region: 'sa-east-2', count: 1 },
    ],
  },
  contract: {
    supportType: 'PRIME',
    tCode: 'T10001',
    corporateName: 'Acme Indústria',
    cloudId: 'ACM1',
    region: 'sa-east-1',
    contactHref: '/contact',
    tss: { state: ready, hired: 5000, used: 1250, href: '/user/minhas-empresas' },
  },
  inbox: {
    messages: { state: ready, count: 2 },
    notes: { state: ready, count: 3, href: '/notes' },
    tickets: {
      state: ready,
      count: 4,
      href: '/tickets',
      latest: [
        { number: 1042, subject: 'Lentidão no Protheus após atualização', href: '/tickets/1042' },
        { number: 1039, subject: 'Certificado SSL expirando', href: '/tickets/1039' },
        { number: 1031, subject: 'Relatório de consumo não abre no Insights', href: '/tickets/1031' },
      ],
    },
  },
  alerts: {
    state: ready,
    alerts: [
      {
        id: 'al1',
        severity: 'critical',
        text: 'Uso de disco acima de 95% no banco de dados.',
        title: 'acm1-protheus-prd',
        createdAt: '2026-03-12T16:00:00Z',
      },
      {
        id: 'al2',
        severity: 'warning',
        text: 'Manutenção programada no sábado, das 22h às 2h.',
        createdAt: '2026-03-11T12:00:00Z',
      },
      { id: 'al3', severity: 'normal', text: 'O novo painel de consumo já está disponível em Insights.' },
      { id: 'al4', severity: 'normal', text: 'Nova versão do portal disponível.' },
    ],
  },
  disasterRecovery: {
    state: ready,
    testActive: false,
    href: '/customer-disaster-recover',
    pairs: [
      {
        id: 'tp-acm1-01',
        productName: 'Protheus',
        origin: { instance: 'acm1-protheus-prd', region: 'sa-east-1' },
        destination: { instance: 'acm1-protheus-dr', region: 'sa-east-2' },
      },
    ],
  },
  actions: { state: ready, actions: sampleActions, onOpen: () => undefined },
  timeZone: 'America/Sao_Paulo',
};

/** Every card on its way. */
export const loadingHomeDashboard: HomeDashboardProps = {
  ...sampleHomeDashboard,
  products: { state: loading, products: [], regions: [], total: 0 },
  contract: {
    ...sampleHomeDashboard.contract,
    tss: { state: loading, hired: 0, used: 0, href: '/user/minhas-empresas' },
  },
  inbox: {
    messages: { state: loading, count: 0 },
    notes: { state: loading, count: 0, href: '/notes' },
    tickets: { state: loading, count: 0, href: '/tickets', latest: [] },
  },
  alerts: { state: loading, alerts: [] },
  disasterRecovery: { state: loading, pairs: [], href: '/customer-disaster-recover' },
  actions: { state: loading, actions: [] },
};

/** A new environment: nothing yet. */
export const emptyHomeDashboard: HomeDashboardProps = {
  ...sampleHomeDashboard,
  products: { state: ready, products: [], regions: [], total: 0 },
  contract: {
    ...sampleHomeDashboard.contract,
    supportType: 'STANDARD',
    tss: { state: ready, hired: 0, used: 0, href: '/user/minhas-empresas' },
  },
  inbox: {
    messages: { state: ready, count: 0 },
    notes: { state: ready, count: 0, href: '/notes' },
    tickets: { state: ready, count: 0, href: '/tickets', latest: [] },
  },
  alerts: { state: ready, alerts: [] },
  disasterRecovery: { state: ready, pairs: [], testActive: false, href: '/customer-disaster-recover' },
  actions: { state: ready, actions: [] },
};
