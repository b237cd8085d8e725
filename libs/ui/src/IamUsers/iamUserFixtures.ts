import type { IamRoleOption, IamUserItem } from './iamUserTypes';

export const sampleIamRoles: readonly IamRoleOption[] = [
  { id: 'r-admin', name: 'Administrador do ambiente', description: 'Usuários, segurança, IaaS e suporte.' },
  { id: 'r-iaas', name: 'Operador de IaaS', description: 'Máquinas, redes e backups do ambiente.' },
  { id: 'r-insights', name: 'Leitor de Insights', description: 'Painéis e relatórios, somente leitura.' },
  {
    id: 'r-dr',
    name: 'Recuperação de desastre',
    description: 'Teste, ativação e restauração do plano.',
    refusedReason: 'Você não tem todas as permissões deste papel.',
  },
];

export const sampleIamUsers: readonly IamUserItem[] = [
  {
    id: 'u-ana',
    name: 'Ana Souza',
    email: 'ana@acme.example',
    state: 'active',
    roles: [{ id: 'r-admin', name: 'Administrador do ambiente' }],
    lastSignInAt: '2026-12-06T13:05:00Z',
    isSelf: true,
    lastAdministrator: true,
  },
  {
    id: 'u-elisa',
    name: 'Elisa Prado',
    email: 'elisa@acme.example',
    state: 'active',
    roles: [
      { id: 'r-iaas', name: 'Operador de IaaS' },
      { id: 'r-insights', name: 'Leitor de Insights' },
    ],
    lastSignInAt: '2026-12-05T18:40:00Z',
  },
  {
    id: 'u-gustavo',
    name: 'Gustavo Reis',
    email: 'gustavo.reis@acme.example',
    state: 'invited',
    roles: [{ id: 'r-insights', name: 'Leitor de Insights' }],
  },
];
