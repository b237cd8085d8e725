// The left menu's icons by name: @nuvem/features builds the menu as data and may not import MUI, so it
// names an icon and takes the element from here.
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
import type { ReactElement } from 'react';

const icons = {
  home: HomeOutlined,
  wallet: AccountBalanceWalletOutlined,
  storefront: StorefrontOutlined,
  cart: ShoppingCartOutlined,
  receipt: ReceiptLongOutlined,
  insights: InsightsOutlined,
  cloud: CloudOutlined,
  servers: DnsOutlined,
  manageAccounts: ManageAccountsOutlined,
  admin: AdminPanelSettingsOutlined,
  code: CodeOutlined,
  inventory: Inventory2Outlined,
  security: SecurityOutlined,
  event: EventOutlined,
  sync: SyncAltOutlined,
  monitor: MonitorHeartOutlined,
  build: BuildOutlined,
  moveUp: MoveUpOutlined,
  restore: RestoreOutlined,
  rocket: RocketLaunchOutlined,
  key: KeyOutlined,
  folder: FolderOutlined,
  gavel: GavelOutlined,
  traffic: TrafficOutlined,
  support: SupportAgentOutlined,
} as const;

/** The names a menu entry may pick its icon by. */
export type NavIconName = keyof typeof icons;

export const NAV_ICON_NAMES = Object.keys(icons) as NavIconName[];

/** The menu icon called `name`, for `NavEntry.icon`. */
export function navIcon(name: NavIconName): ReactElement {
  const Icon = icons[name];
  return <Icon />;
}
