import { AlertList } from '@nuvem/ui';
import { useShellAlerts, type ShellAlertsOptions } from './useShellAlerts';

/** The shell's alert area wired to the API and the streams (spec §2.7, §7, §8). */
export function ShellAlertsContainer(options: ShellAlertsOptions) {
  const { alerts, dismiss } = useShellAlerts(options);
  return <AlertList alerts={alerts} onClose={dismiss} />;
}
