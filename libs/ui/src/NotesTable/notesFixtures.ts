import type { EnvironmentNote } from './NotesTable';

/** Notes like the demo data's (ACM1), for the stories and tests: two checked, two not, newest first. */
export const sampleNotes: readonly EnvironmentNote[] = [
  {
    id: '0b6c2f1e-5d1a-4f47-9c52-1c1f3e9a0001',
    title: 'Janela de deploy',
    content: 'Deploys em produção somente às terças e quintas, após as 20h.',
    checked: true,
    author: 'Equipe de Operações',
    createdAt: '2026-03-11T14:05:00Z',
    updatedAt: '2026-03-11T14:05:00Z',
  },
  {
    id: '0b6c2f1e-5d1a-4f47-9c52-1c1f3e9a0002',
    title: 'Contato do DBA',
    content: 'Em caso de incidente no banco, acionar o plantão pelo ramal 4020.',
    checked: true,
    author: 'Equipe de Operações',
    createdAt: '2026-03-10T09:30:00Z',
    updatedAt: '2026-03-12T18:45:00Z',
  },
  {
    id: '0b6c2f1e-5d1a-4f47-9c52-1c1f3e9a0003',
    title: 'Renovação de certificado',
    content: 'O certificado SSL do domínio principal vence no próximo mês.',
    checked: false,
    author: 'Equipe de Operações',
    createdAt: '2026-03-09T11:00:00Z',
    updatedAt: '2026-03-09T11:00:00Z',
  },
  {
    id: '0b6c2f1e-5d1a-4f47-9c52-1c1f3e9a0004',
    title: 'Limpeza de logs',
    content: 'Revisar a retenção de logs do servidor de aplicação.',
    checked: false,
    author: 'Ana Souza',
    createdAt: '2026-03-08T16:20:00Z',
    updatedAt: '2026-03-08T16:20:00Z',
  },
];
