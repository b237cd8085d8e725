import Box from '@mui/material/Box';
import { AuditLogContainer } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import { useListSearch } from '../routes/useListSearch';
import { useRouteTitle } from '../routes/useRouteTitle';

/**
 * /security-center/audit-log ('Registro de auditoria', Central de segurança; issue 31), behind security_center
 * (the route table's `feature`, as the menu entry and the API): who did what, when, where. Every choice of
 * the list and the open entry live in the address (`?filter=action%3Dvm.stop&entry=<id>`).
 */
export default function AuditLogRoute() {
  const { title, trail } = useRouteTitle('securityAuditLog');
  const list = useListSearch();
  return (
    <Box sx={{ p: 3 }}>
      <PageHeader title={title} trail={trail} />
      <AuditLogContainer {...list} />
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
