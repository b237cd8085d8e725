import type { PortalShellProps } from '../shell/PortalShell';
import { lazyScreen } from './lazyScreen';

// The signed-in shell is a chunk of its own: the first paint (the spinner of spec §2.3) needs none of it,
// and a visitor of the public frame or the sign-in pages never downloads it.
export const PortalShell = lazyScreen<PortalShellProps>(() =>
  import('../shell/PortalShell').then((m) => ({ default: m.PortalShell })),
);
