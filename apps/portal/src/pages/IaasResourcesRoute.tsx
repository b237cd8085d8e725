import Box from '@mui/material/Box';
import { IaasResourcesContainer } from '@nuvem/features';
import { isIaasResourceKind, isIaasResourceState, PageHeader, type IaasResourceFilters } from '@nuvem/ui';
import { useCallback } from 'react';
import { useRouteTitle } from '../routes/useRouteTitle';
import { useUrlQuery } from './useUrlQuery';

/** The filters asked for in the URL; an unknown type or state is 'all'. */
export function iaasFiltersOf(type: string, region: string, state: string): IaasResourceFilters {
  return {
    kind: isIaasResourceKind(type) ? type : '',
    region: region.trim(),
    state: isIaasResourceState(state) ? state : '',
  };
}

/**
 * /iaas/resources (spec §2.6 IaaS › resources): the environment's IaaS resources, behind the route table's
 * `iaasResources` gate (menu_iaas, and not while the IaaS account is cancelling, spec §6: the menu hides the
 * entry and the API refuses too). The filters live in the URL (`?type=volume&region=sa-east-1&state=in_use`).
 */
export default function IaasResourcesRoute() {
  const { title, trail } = useRouteTitle('iaasResources');
  const [type, setType] = useUrlQuery('type');
  const [region, setRegion] = useUrlQuery('region');
  const [state, setState] = useUrlQuery('state');
  const filters = iaasFiltersOf(type, region, state);
  const onFiltersChange = useCallback(
    (next: IaasResourceFilters) => {
      setType(next.kind);
      setRegion(next.region);
      setState(next.state);
    },
    [setType, setRegion, setState],
  );
  return (
    <Box sx={{ p: 3 }}>
      <PageHeader title={title} trail={trail} />
      <IaasResourcesContainer filters={filters} onFiltersChange={onFiltersChange} />
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
