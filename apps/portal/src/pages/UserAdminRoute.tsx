import { Navigate } from 'react-router-dom';

/**
 * /user-admin (spec §2.1): in the original portal, the customer administrator's own account page. Here the
 * administrator's own account is the profile (/user), so this address leads there; the company's people are
 * managed at 'Gestão de usuários' (/admin/iam/usuarios-adm-usuarios, issue 31).
 */
export default function UserAdminRoute() {
  return <Navigate to="/user" replace />;
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
