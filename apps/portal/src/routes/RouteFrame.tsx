import { useSession } from '@nuvem/features';
import { PortalShell, type PortalShellProps } from '../shell/PortalShell';
import { PublicFrame } from './PublicFrame';

/**
 * The layout route around every route of the table that is not a bare page: the signed-in shell, or for
 * a signed-out visitor of an unguarded route the public frame (guarded routes send them to /login first).
 */
export function RouteFrame(props: PortalShellProps) {
  const { status } = useSession();
  return status === 'signedIn' ? <PortalShell {...props} /> : <PublicFrame />;
}
