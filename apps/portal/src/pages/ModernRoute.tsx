import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RouteScreen } from '../routes/RouteScreen';

const HomeRoute = lazy(() => import('./HomeRoute'));

/**
 * The modern paths (spec §2.2), reached in the modern layout by users with rev_home or beta_test_rev_home
 * (the layout guard sends everyone else to the classic path): /modern/dashboard is the home; the others keep
 * the page that says what they hold until they get their screens, open as their menu entry is.
 */
export default function ModernRoute() {
  return (
    <Routes>
      <Route path="dashboard" element={<HomeRoute />} />
      <Route path="*" element={<RouteScreen titleKey="modern" />} />
    </Routes>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
