import { GlobalSearchOverlay } from '@nuvem/ui';
import { useTopologySearch } from './useTopologySearch';

export interface GlobalSearchContainerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A cloud_id of a result was picked: switch to it if the user may see it. */
  onSelectCloud: (cloudId: string) => void;
}

/** The global search overlay wired to GET /search/topologies (spec §2.9). Keep it mounted in the shell. */
export function GlobalSearchContainer({ open, onOpenChange, onSelectCloud }: GlobalSearchContainerProps) {
  const search = useTopologySearch();
  return (
    <GlobalSearchOverlay
      open={open}
      onOpenChange={onOpenChange}
      onSearch={search.search}
      results={search.results}
      total={search.total}
      loading={search.loading}
      error={search.error}
      onSelectCloud={onSelectCloud}
      defaultQuery={search.query}
    />
  );
}
