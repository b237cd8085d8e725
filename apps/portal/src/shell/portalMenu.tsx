import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BuildIcon from '@mui/icons-material/Build';
import CloudIcon from '@mui/icons-material/Cloud';
import CodeIcon from '@mui/icons-material/Code';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import HomeIcon from '@mui/icons-material/Home';
import InsightsIcon from '@mui/icons-material/Insights';
import KeyIcon from '@mui/icons-material/Key';
import LayersIcon from '@mui/icons-material/Layers';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import PeopleIcon from '@mui/icons-material/People';
import RestoreIcon from '@mui/icons-material/Restore';
import SecurityIcon from '@mui/icons-material/Security';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import WalletIcon from '@mui/icons-material/AccountBalanceWallet';
import type { ShellPermissions } from '@nuvem/features';
import type { Account, NavEntry } from '@nuvem/ui';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';

type Label = (key: string) => string;
const item = (label: Label, id: string, href: string, icon?: ReactNode, enabled = true): NavEntry => ({
  kind: 'item',
  id,
  label: label(id),
  href,
  icon,
  enabled,
});
const group = (label: Label, id: string, icon: ReactNode, children: NavEntry[]): NavEntry => ({
  kind: 'group',
  id,
  label: label(id),
  icon,
  children,
});

const paasProducts = ['fluig', 'protheus', 'tss', 'rm', 'datasul', 'winthor', 'consinco', 'treports'];
const iaasSections = [
  'welcome',
  'calculator',
  'virtual-machines',
  'resources',
  'setup',
  'information',
  'manager',
  'help',
];
const iaasKeys = [
  'iaasWelcome',
  'iaasCalculator',
  'iaasVms',
  'iaasResources',
  'iaasSetup',
  'iaasInformation',
  'iaasManager',
  'iaasHelp',
];

/** What the menu's gates read: the user's permissions (GET /me features) and the environment's support. */
export interface PortalMenuGates {
  permissions: Pick<ShellPermissions, 'insights' | 'admin' | 'iaasResources'>;
  supportType: Account['support_type'];
}

/**
 * The left menu of portal spec §2.6. The entries §6 gates are enabled by the user's features: Insights
 * (insights_reader), the administration group (any admin feature) and the customer files panel (PRIME
 * support customers only); IaaS resources hides while the IaaS account is cancelling (iaas_cancelling; the
 * menu has no 'new contract' entry, which the same rule would hide). The others are shown to everyone until
 * their rules are specified.
 */
export function portalMenu(
  t: TFunction<'portal'>,
  { permissions, supportType }: PortalMenuGates,
): NavEntry[] {
  const label: Label = (key) => t(`menu.${key}`);
  return [
    item(label, 'home', '/dashboard', <HomeIcon />),
    item(label, 'myAccount', '/store/consumo', <WalletIcon />),
    group(label, 'providerMarketplace', <StorefrontIcon />, [
      item(label, 'aiAgents', '/nuvem-marketplace/ai-agents'),
      item(label, 'myAgents', '/nuvem-marketplace/my-agents'),
    ]),
    item(label, 'marketplace', '/marketplace', <StorefrontIcon />),
    item(label, 'tss', '/user/minhas-empresas', <FolderSharedIcon />),
    item(label, 'insights', '/insights', <InsightsIcon />, permissions.insights),
    group(
      label,
      'paas',
      <LayersIcon />,
      paasProducts.map((p) => ({
        kind: 'item',
        id: p,
        label: p.toUpperCase(),
        href: `/produto/${p}`,
        enabled: true,
      })),
    ),
    group(
      label,
      'iaas',
      <CloudIcon />,
      iaasSections.map((section, i) =>
        item(
          label,
          iaasKeys[i]!,
          `/iaas/${section}`,
          undefined,
          section !== 'resources' || permissions.iaasResources,
        ),
      ),
    ),
    item(label, 'userManagement', '/admin/iam/usuarios-adm-usuarios', <PeopleIcon />),
    group(label, 'admin', <AdminPanelSettingsIcon />, [
      item(label, 'adminMarketplace', '/admin/marketplace', undefined, permissions.admin),
      item(label, 'adminContracts', '/admin/contracts', undefined, permissions.admin),
      item(label, 'adminReleaseNotes', '/admin/release-notes', undefined, permissions.admin),
      item(label, 'adminReports', '/admin/reports', undefined, permissions.admin),
    ]),
    item(label, 'develop', '/develop', <CodeIcon />),
    group(label, 'securityCenter', <SecurityIcon />, [
      item(label, 'advisor', '/security-center/advisor'),
      item(label, 'vault', '/security-center/vault'),
      item(label, 'ueba', '/security-center/ueba'),
      item(label, 'trustCenter', '/security-center/trust-center'),
    ]),
    item(label, 'maintenance', '/maintenance-window', <BuildIcon />),
    group(label, 'disasterRecovery', <RestoreIcon />, [
      item(label, 'drPlanTest', '/customer-disaster-recover/plan-test'),
      item(label, 'drActivation', '/customer-disaster-recover/activation'),
      item(label, 'drBackup', '/customer-disaster-recover/backup'),
    ]),
    item(label, 'sshKeys', '/ssh-manager-key', <KeyIcon />),
    item(label, 'files', '/files', <DashboardIcon />, supportType === 'PRIME'),
    item(label, 'statusPage', '/status-page', <MonitorHeartIcon />, false),
    group(label, 'support', <SupportAgentIcon />, [
      item(label, 'tokenGeneration', '/contact'),
      item(label, 'customerSupport', '/tickets'),
    ]),
  ];
}
