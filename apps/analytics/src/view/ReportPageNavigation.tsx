import { models } from '@nuvem/embed';
import { PageNavigation, type ReportPageTab } from '@nuvem/ui';
import { useTranslation } from 'react-i18next';
import { addPage, setActivePage } from '../report/actions/pageActions';
import { canEdit } from '../report/permissions';
import type { ReportSession } from '../report/reportSession';
import type { ReportState } from '../report/reportState';

/**
 * libs/ui's PageNavigation over the report's pages: pages hidden in view mode are not listed (in edit mode
 * they are); picking one is the same action as a host's setPage (pageChanged included). In edit mode, 'Nova
 * página' adds one as a host's addPage does.
 */
export function ReportPageNavigation({
  session,
  state,
  position,
}: {
  session: ReportSession;
  state: ReportState;
  position: 'bottom' | 'left';
}) {
  const { t } = useTranslation('analytics');
  const editing = state.viewMode === models.ViewMode.Edit;
  const pages: ReportPageTab[] = state.report.pages.map((page) => ({
    name: page.name,
    displayName: page.displayName,
    hidden: !editing && page.visibility === models.SectionVisibility.HiddenInViewMode,
  }));
  return (
    <PageNavigation
      pages={pages}
      activePage={state.activePage}
      position={position}
      label={t('report.pages')}
      onSelect={(name) => setActivePage(session, name)}
      onAdd={
        editing && canEdit(state) && !state.singleVisual ? () => void addPage(session, undefined) : undefined
      }
    />
  );
}
