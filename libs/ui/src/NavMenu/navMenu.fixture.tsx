// Story data: the portal's full left menu (portal spec §2.6) with fixed labels and icons. Stories of
// NavMenu, RevNavigation and AppShell share it; the portal builds the real one from permissions.
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import CloudOutlined from '@mui/icons-material/CloudOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import DnsOutlined from '@mui/icons-material/DnsOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import MoveUpOutlined from '@mui/icons-material/MoveUpOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import SyncAltOutlined from '@mui/icons-material/SyncAltOutlined';
import TrafficOutlined from '@mui/icons-material/TrafficOutlined';
import type { ReactNode } from 'react';
import type { NavEntry, NavGroup, NavItem } from '../model/navigation';

const item = (id: string, label: string, href: string, icon?: ReactNode): NavItem => ({
  kind: 'item',
  id,
  label,
  href,
  enabled: true,
  ...(icon ? { icon } : {}),
});

const group = (id: string, label: string, icon: ReactNode | undefined, children: NavEntry[]): NavGroup => ({
  kind: 'group',
  id,
  label,
  children,
  ...(icon ? { icon } : {}),
});

const paasProducts: [string, string][] = [
  ['fluig', 'Fluig'],
  ['protheus', 'Protheus'],
  ['tss', 'TSS'],
  ['rm', 'RM'],
  ['smartrm', 'SmartRM'],
  ['datasul', 'Datasul'],
  ['winthor', 'Winthor'],
  ['consinco', 'Consinco'],
  ['sisjuri', 'SISJURI'],
  ['outros', 'Outros'],
];

/** Every entry of the portal menu, all enabled except the status page (always disabled, spec §2.6). */
export const portalMenu: NavEntry[] = [
  item('home', 'Início', '/dashboard', <HomeOutlined />),
  item('my-account', 'Minha conta', '/store/consumo', <AccountBalanceWalletOutlined />),
  group('provider-marketplace', 'Marketplace Nuvem', <StorefrontOutlined />, [
    item('ai-agents', 'Agentes de IA', '/nuvem-marketplace/ai-agents'),
    item('my-agents', 'Meus agentes', '/nuvem-marketplace/my-agents'),
  ]),
  item('marketplace', 'Marketplace', '/marketplace', <ShoppingCartOutlined />),
  item('tss', 'TSS', '/user/minhas-empresas', <ReceiptLongOutlined />),
  item('insights', 'Insights', '/insights', <InsightsOutlined />),
  group(
    'paas',
    'PaaS',
    <CloudOutlined />,
    paasProducts.map(([id, label]) => item(`paas-${id}`, label, `/produto/${id}`)),
  ),
  group('iaas', 'IaaS', <DnsOutlined />, [
    item('iaas-welcome', 'Boas-vindas', '/iaas/welcome'),
    item('iaas-calculator', 'Calculadora', '/iaas/calculator'),
    item('iaas-virtual-machines', 'Máquinas virtuais', '/iaas/virtual-machines'),
    item('iaas-resources', 'Recursos', '/iaas/resources'),
    item('iaas-setup', 'Configuração', '/iaas/setup'),
    item('iaas-information', 'Informações', '/iaas/information'),
    item('iaas-manager', 'Gerenciador', '/iaas/manager'),
    item('iaas-help', 'Ajuda', '/iaas/help'),
  ]),
  item(
    'user-management',
    'Gestão de usuários',
    '/admin/iam/usuarios-adm-usuarios',
    <ManageAccountsOutlined />,
  ),
  group('admin', 'Administração', <AdminPanelSettingsOutlined />, [
    item('admin-marketplace', 'Marketplace', '/admin/marketplace'),
    item('admin-contracts', 'Contratos', '/admin/contracts'),
    item('admin-migration-control', 'Controle de migração', '/admin/migration-control'),
    item('admin-alertify', 'Comunicação Alertify', '/admin/alertify'),
    item('admin-tss-registration', 'Cadastro TSS', '/admin/tss-registration'),
    item('admin-exclusion-approval', 'Aprovação de exclusão', '/admin/exclusion-approval'),
    item('admin-release-notes', 'Notas de versão', '/admin/release-notes'),
    item('admin-news', 'Notícias', '/admin/news'),
    item('admin-send-messages', 'Enviar mensagens', '/admin/send-messages'),
    item('admin-feedback', 'Feedback', '/admin/feedback'),
    item('admin-reports', 'Relatórios', '/admin/reports'),
    group('admin-iam', 'IAM', undefined, [
      item('admin-iam-features', 'Features', '/admin/iam/features'),
      item('admin-iam-roles', 'Perfis', '/admin/iam/roles'),
      item('admin-iam-users', 'Usuários', '/admin/iam/users'),
    ]),
    group('admin-insights', 'Insights', undefined, [
      item('admin-insights-groups', 'Grupos', '/admin/insights/groups'),
      item('admin-insights-users', 'Usuários', '/admin/insights/users'),
    ]),
    item('admin-provisioning', 'Provisionamento', '/admin/provisioning'),
    item(
      'admin-commercial-event-requests',
      'Solicitações de evento comercial',
      '/admin/commercial-event-requests',
    ),
    item('admin-sales-history', 'Histórico de vendas', '/admin/sales-history'),
    item('admin-project-agents', 'Agentes de projeto', '/admin/project-agents'),
    item('admin-customer-resources', 'Recursos do cliente', '/admin/customer-resources'),
    item('admin-troubleshoot', 'Troubleshoot manager', '/admin/troubleshoot-manager'),
    item('admin-usage-terms', 'Termos de uso', '/admin/usage-terms'),
    item('admin-execution-schedule', 'Agenda de execução', '/admin/execution-schedule'),
    group('admin-monitoring', 'Monitoramento', undefined, [
      item('admin-monitoring-filters', 'Filtros', '/admin/monitoring/filters'),
      item('admin-monitoring-dataset', 'Dataset', '/admin/monitoring/dataset'),
      item('admin-monitoring-dashboard', 'Dashboard', '/admin/monitoring/dashboard'),
    ]),
    group('admin-dr', 'Recuperação de desastres', undefined, [
      item('admin-dr-declaration', 'Declaração', '/admin/disaster-recovery/declaration'),
      item('admin-dr-dashboard', 'Dashboard', '/admin/disaster-recovery/dashboard'),
    ]),
  ]),
  group('develop', 'Developer studio', <CodeOutlined />, [
    item('develop-studio', 'Estúdio', '/develop/studio'),
    {
      ...item('develop-docs', 'Documentação da API', 'https://developers.nuvem.example/api'),
      external: true,
    },
  ]),
  group('product-management', 'Gestão de produtos', <Inventory2Outlined />, [
    item('pm-approval-center', 'Central de aprovação', '/modern/product-management/approval-center'),
    item('pm-actions', 'Ações', '/modern/product-management/actions'),
    item('pm-logs-history', 'Histórico de logs', '/modern/product-management/logs-history'),
  ]),
  group('security-center', 'Central de segurança', <SecurityOutlined />, [
    item('security-advisor', 'Advisor', '/security-center/advisor'),
    item('security-vault', 'Vault', '/security-center/vault'),
    item('security-ueba', 'UEBA', '/security-center/ueba'),
    item('security-trust-center', 'Trust Center', '/security-center/trust-center'),
  ]),
  item('commercial-event', 'Evento comercial', '/commercial-event', <EventOutlined />),
  item(
    'commercial-event-migration',
    'Migração de evento comercial',
    '/commercial-event-migration',
    <SyncAltOutlined />,
  ),
  item('monitoring', 'Dashboards de monitoramento', '/monitoring-customer', <MonitorHeartOutlined />),
  group('maintenance', 'Janela de manutenção', <BuildOutlined />, [
    item('appointment-center', 'Central de agendamentos', '/appointment-center'),
    item('maintenance-window', 'Janelas de manutenção', '/maintenance-window'),
  ]),
  item('migrador', 'Migrador', '/migrador', <MoveUpOutlined />),
  group('customer-dr', 'Recuperação de desastres', <RestoreOutlined />, [
    item('dr-plan-test', 'Teste do plano', '/customer-disaster-recover/plan-test'),
    item('dr-activation', 'Ativação', '/customer-disaster-recover/activation'),
    item('dr-deactivation', 'Desativação', '/customer-disaster-recover/deactivation'),
    item('dr-backup', 'Backup', '/customer-disaster-recover/backup'),
  ]),
  item('onboard', 'Onboarding', '/onboard', <RocketLaunchOutlined />),
  item('ssh-keys', 'Chaves SSH', '/ssh-manager-key', <KeyOutlined />),
  item('customer-panel', 'Painel do cliente', '/files', <FolderOutlined />),
  item('acceptance-terms', 'Termos de aceite', '/views-contract-acceptance', <GavelOutlined />),
  { ...item('status-page', 'Página de status', '/status-page', <TrafficOutlined />), enabled: false },
  group('support', 'Suporte', <SupportAgentOutlined />, [
    item('support-token', 'Geração de token', '/contact'),
    item('support-tickets', 'Atendimento ao cliente', '/tickets'),
  ]),
];

/** A copy of `entries` with the given items disabled, as the portal does for missing permissions. */
export function withDisabled(entries: readonly NavEntry[], ids: readonly string[]): NavEntry[] {
  return entries.map((entry) =>
    entry.kind === 'item'
      ? { ...entry, enabled: entry.enabled && !ids.includes(entry.id) }
      : { ...entry, children: withDisabled(entry.children, ids) },
  );
}

/** A typical customer's menu: no administration, no product management, no developer studio. */
export const customerMenu: NavEntry[] = withDisabled(portalMenu, [
  'user-management',
  'admin-marketplace',
  'admin-contracts',
  'admin-migration-control',
  'admin-alertify',
  'admin-tss-registration',
  'admin-exclusion-approval',
  'admin-release-notes',
  'admin-news',
  'admin-send-messages',
  'admin-feedback',
  'admin-reports',
  'admin-iam-features',
  'admin-iam-roles',
  'admin-iam-users',
  'admin-insights-groups',
  'admin-insights-users',
  'admin-provisioning',
  'admin-commercial-event-requests',
  'admin-sales-history',
  'admin-project-agents',
  'admin-customer-resources',
  'admin-troubleshoot',
  'admin-usage-terms',
  'admin-execution-schedule',
  'admin-monitoring-filters',
  'admin-monitoring-dataset',
  'admin-monitoring-dashboard',
  'admin-dr-declaration',
  'admin-dr-dashboard',
  'develop-studio',
  'develop-docs',
  'pm-approval-center',
  'pm-actions',
  'pm-logs-history',
  'commercial-event-migration',
  'migrador',
]);
