import { useMe, useSession } from '@nuvem/features';
import { ShellLoading } from '@nuvem/ui';
import type { PortalShellProps } from '../shell/PortalShell';
import { ScreenFallbackProvider } from './lazyScreen';
import { PortalShell } from './lazyShell';
import { PublicFrame } from './PublicFrame';

/**
 * The layout route around every route of the table that is not a bare page: the signed-in shell, or for
 * a signed-out visitor of an unguarded route the public frame (guarded routes send them to /login first).
 */
export function RouteFrame(props: PortalShellProps) {
  const { status } = useSession();
  return status === 'signedIn' ? <SignedInFrame {...props} /> : <PublicFrame />;
}

function SignedInFrame(props: PortalShellProps) {
  // GET /me starts now, while the shell's code is on its way, not after it (the shell reads the same key).
  useMe();
  return (
    <ScreenFallbackProvider value={<ShellLoading />}>
      <PortalShell {...props} />
    </ScreenFallbackProvider>
  );
}
