import Box from '@mui/material/Box';
import { IaasResourcesContainer } from '@nuvem/features';
import { isIaasResourceKind, isIaasResourceState, PageHeader } from '@nuvem/ui';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useRouteTitle } from '../routes/useRouteTitle';

/**
 * The address as the list reads it: the filters of links made before the list's query language
 * (`?type=volume&region=sa-east-1&state=in_use`) become its tokens (`filter=kind=volume`…); an unknown type
 * or state is dropped.
 */
export function iaasSearchOf(search: URLSearchParams): URLSearchParams {
  const legacy = {
    kind: search.get('type'),
    region: search.get('region')?.trim(),
    state: search.get('state'),
  };
  if (legacy.kind === null && legacy.region === undefined && legacy.state === null) return search;
  const next = new URLSearchParams(search);
  for (const name of ['type', 'region', 'state']) next.delete(name);
  if (isIaasResourceKind(legacy.kind)) next.append('filter', `kind=${legacy.kind}`);
  if (legacy.region) next.append('filter', `region=${legacy.region}`);
  if (isIaasResourceState(legacy.state)) next.append('filter', `state=${legacy.state}`);
  return next;
}

/**
 * /iaas/resources (spec §2.6 IaaS › resources): the environment's IaaS resources, behind the route table's
 * `iaasResources` gate (menu_iaas, and not while the IaaS account is cancelling, spec §6: the menu hides the
 * entry and the API refuses too). Every choice lives in the address
 * (`?filter=kind=volume&filter=region=sa-east-1&sort=-name&page=2&page_size=50`), each change replacing it.
 */
export default function IaasResourcesRoute() {
  const { title, trail } = useRouteTitle('iaasResources');
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => iaasSearchOf(params), [params]);
  const onSearchChange = useCallback(
    (next: URLSearchParams) => setParams(next, { replace: true }),
    [setParams],
  );
  return (
    <Box sx={{ p: 3 }}>
      <PageHeader title={title} trail={trail} />
      <IaasResourcesContainer search={search} onSearchChange={onSearchChange} />
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
