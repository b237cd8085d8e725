import type { IamFeatureChoice, IamFeatureItem, IamRoleItem, IamStaffUserItem } from './iamStaffTypes';

export const sampleIamRoleItems: readonly IamRoleItem[] = [
  {
    id: 'r-admin',
    key: 'customer_admin',
    name: 'Administrador do ambiente',
    description: 'Usuários, segurança, IaaS e suporte.',
    scope: 'customer',
    builtIn: true,
    features: ['iam', 'menu_iaas', 'security_center'],
    flags: [],
    holders: 12,
  },
  {
    id: 'r-commercial',
    key: 'commercial_manager',
    name: 'Gestor comercial',
    scope: 'customer',
    builtIn: false,
    features: ['tss'],
    flags: [],
    holders: 0,
  },
  {
    id: 'r-iam-staff',
    key: 'staff_iam',
    name: 'Administração de acessos',
    scope: 'staff',
    builtIn: true,
    features: ['list_features', 'list_roles', 'list_user_roles'],
    flags: ['show_alertify'],
    holders: 1,
  },
];

export const sampleIamFeatureItems: readonly IamFeatureItem[] = [
  {
    name: 'menu_iaas',
    kind: 'feature',
    area: 'IaaS',
    opens: [
      { label: 'IaaS › Calculadora', href: '/iaas/calculator' },
      { label: 'IaaS › Máquinas virtuais', href: '/iaas/virtual-machines' },
    ],
    customerGrantable: true,
    roles: [{ id: 'r-admin', name: 'Administrador do ambiente' }],
  },
  {
    name: 'tss',
    kind: 'feature',
    area: 'TSS',
    opens: [{ label: 'TSS', href: '/user/minhas-empresas' }],
    customerGrantable: true,
    roles: [{ id: 'r-commercial', name: 'Gestor comercial' }],
  },
  {
    name: 'list_roles',
    kind: 'feature',
    area: 'Administração',
    opens: [{ label: 'Administração › IAM › Perfis', href: '/admin/iam/roles' }],
    customerGrantable: false,
    roles: [{ id: 'r-iam-staff', name: 'Administração de acessos' }],
  },
  {
    name: 'impersonate_users',
    kind: 'feature',
    area: '',
    opens: [],
    customerGrantable: false,
    roles: [],
  },
  {
    name: 'show_alertify',
    kind: 'flag',
    area: 'Administração',
    opens: [{ label: 'Administração › Comunicação Alertify', href: '/admin/alertify' }],
    customerGrantable: true,
    roles: [{ id: 'r-iam-staff', name: 'Administração de acessos' }],
  },
];

export const sampleIamFeatureChoices: readonly IamFeatureChoice[] = [
  { id: 'feature:menu_iaas', name: 'menu_iaas', kind: 'feature', area: 'IaaS', opens: 'IaaS › Calculadora' },
  { id: 'feature:tss', name: 'tss', kind: 'feature', area: 'TSS', opens: 'TSS' },
  {
    id: 'feature:list_roles',
    name: 'list_roles',
    kind: 'feature',
    area: 'Administração',
    opens: 'Administração › IAM › Perfis',
    refusedReason: 'Só para perfis da equipe do provedor.',
  },
  {
    id: 'feature:dr_activation',
    name: 'dr_activation',
    kind: 'feature',
    area: 'Recuperação de desastre',
    opens: 'Recuperação de desastre › Ativação',
    refusedReason: 'Você não tem esta permissão: não pode incluí-la num perfil.',
  },
  { id: 'flag:show_alertify', name: 'show_alertify', kind: 'flag', area: '' },
];

export const sampleIamStaffUsers: readonly IamStaffUserItem[] = [
  {
    id: 'u-diego',
    name: 'Diego Lima',
    email: 'diego@nuvem.example',
    kind: 'staff',
    globalRoles: [{ id: 'r-iam-staff', name: 'Administração de acessos' }],
    environments: [],
    isSelf: true,
  },
  {
    id: 'u-ana',
    name: 'Ana Souza',
    email: 'ana@acme.example',
    kind: 'customer',
    globalRoles: [],
    environments: [
      { cloudId: 'ACM1', roles: [{ id: 'r-admin', name: 'Administrador do ambiente' }] },
      { cloudId: 'ACM2', roles: [{ id: 'r-commercial', name: 'Gestor comercial' }] },
    ],
  },
];

/** bruno: 40 environments (the demo's), each an environment administrator — the tall row '+N ambientes' folds. */
export const sampleIamStaffUserWithManyEnvironments: IamStaffUserItem = {
  id: 'u-bruno',
  name: 'Bruno Costa',
  email: 'bruno@globex.example',
  kind: 'customer',
  globalRoles: [],
  environments: Array.from({ length: 40 }, (_, index) => ({
    cloudId: `GLX${index + 1}`,
    roles: [{ id: 'r-admin', name: 'Administrador do ambiente' }],
  })),
};
