import type { UsageTermAcceptanceItem, UsageTermItem } from './usageTermsTypes';

const body = [
  'Estes termos regem o uso do portal e dos serviços da Nuvem.',
  '**Responsabilidades do cliente**',
  '- Manter as credenciais em sigilo.\n- Informar incidentes de segurança.',
  'Texto com <b>marcação</b> aparece como escrito.',
].join('\n\n');

export const sampleUsageTerms: UsageTermItem[] = [
  {
    id: '00000000-0000-4000-8000-000000000003',
    version: null,
    title: 'Termos de uso da Nuvem (revisão 3)',
    body,
    customerCodes: ['T10007'],
    publishedAt: null,
    createdAt: '2026-12-05T13:00:00.000Z',
    acceptances: 0,
    publishedBy: null,
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    version: 2,
    title: 'Termos de uso da Nuvem',
    body,
    customerCodes: [],
    publishedAt: '2026-11-20T12:00:00.000Z',
    createdAt: '2026-11-19T12:00:00.000Z',
    acceptances: 4,
    publishedBy: 'diego@nuvem.example',
  },
  {
    id: '00000000-0000-4000-8000-000000000001',
    version: 1,
    title: 'Termos de uso da Nuvem',
    body: 'Versão inicial dos termos.',
    customerCodes: [],
    publishedAt: '2026-09-01T12:00:00.000Z',
    createdAt: '2026-09-01T11:00:00.000Z',
    acceptances: 6,
    publishedBy: 'diego@nuvem.example',
  },
];

export const sampleUsageTermAcceptances: UsageTermAcceptanceItem[] = [
  {
    id: '2:ana@acme.example',
    version: 2,
    userEmail: 'ana@acme.example',
    userName: 'Ana Souza',
    acceptedAt: '2026-11-21T09:30:00.000Z',
    ip: '203.0.113.10',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0)',
  },
  {
    id: '1:elisa@acme.example',
    version: 1,
    userEmail: 'elisa@acme.example',
    userName: 'Elisa Prado',
    acceptedAt: '2026-09-03T14:00:00.000Z',
    ip: '198.51.100.7',
    userAgent: 'Mozilla/5.0 (Macintosh)',
  },
];
