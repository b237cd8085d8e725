export {
  DashboardPermissionsDialog,
  type DashboardPermissionsDialogProps,
} from './DashboardPermissionsDialog';
