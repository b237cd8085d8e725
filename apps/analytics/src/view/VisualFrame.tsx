import { fieldKey } from '@nuvem/api-contract/paths';
import { VisualContainer, type VisualCommand, type VisualSort, type VisualSortColumn } from '@nuvem/ui';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldRolesOf, isStaticVisual, queriesData } from '../data/visualQuery';
import { triggerCommand } from '../report/actions/selectionActions';
import { exportVisualData, sortVisualByKey } from '../report/actions/visualActions';
import { isCommandOffered } from '../report/commandSettings';
import { menuCommandsFor } from '../report/menuCommands';
import type { ReportSession } from '../report/reportSession';
import type { ReportState } from '../report/reportState';
import { isHeaderVisible } from '../report/visualHeaders';
import type { VisibleVisual } from '../report/visibleVisuals';
import { downloadText } from './downloadText';

export interface VisualFrameProps {
  session: ReportSession;
  state: ReportState;
  entry: VisibleVisual;
  /** Called once a state without the visual's own drawing (loading aside) is on screen. */
  onRendered: () => void;
  children: ReactNode;
}

const CHART_TYPES = new Set([
  'clusteredBarChart',
  'clusteredColumnChart',
  'lineChart',
  'areaChart',
  'pieChart',
  'donutChart',
]);

/** libs/ui's VisualContainer around one visual: title, header, options menu (built-in and host commands) and states. */
export function VisualFrame({ session, state, entry, onRendered, children }: VisualFrameProps) {
  const { t } = useTranslation('analytics');
  const { key, page, visual } = entry;
  const data = state.visualData[key];
  const { settings } = state;
  const offered = (command: 'exportData' | 'seeData' | 'sort' | 'focusMode') =>
    isCommandOffered(settings, command, visual);
  const hasData = queriesData(visual);
  const status =
    !hasData || data?.data
      ? data?.data && data.data.rows.length === 0 && visual.type !== 'slicer'
        ? 'empty'
        : 'ready'
      : data?.status === 'failed'
        ? 'error'
        : 'loading';
  // The visual reports its own drawing when it draws fresh data (a textbox its text, a button its label); any
  // other state the frame shows (empty, failed, a failure over older data, an unbound visual) counts as drawn
  // once shown.
  const drawsItself = isStaticVisual(visual) || (status === 'ready' && data?.status === 'ready');
  useEffect(() => {
    if (status !== 'loading' && !drawsItself) onRendered();
  }, [status, drawsItself, onRendered]);

  // Host commands of both menus go in the options menu: the visuals have no context menu of their own.
  const optionsCommands = menuCommandsFor(settings, visual, 'visualOptionsMenu');
  const hostCommands = [...optionsCommands, ...menuCommandsFor(settings, visual, 'visualContextMenu')];
  const commands: VisualCommand[] = hostCommands
    .filter((command, index) => hostCommands.findIndex((other) => other.name === command.name) === index)
    .map((command) => ({ name: command.name, title: command.title }));
  const roles = [...fieldRolesOf(visual).entries()];
  const sortable = (visual.type === 'tableEx' || CHART_TYPES.has(visual.type)) && offered('sort');
  const sortColumns: VisualSortColumn[] = roles.map(([fieldId, { field }]) => ({
    key: fieldId,
    label: session.catalog.label(field),
  }));
  const current = state.sorts[key] ?? visual.sort;
  const sort: VisualSort | undefined = current && {
    key: fieldKey(current.field),
    direction: current.direction,
  };

  return (
    <VisualContainer
      title={visual.title}
      // A button's title is its label; it has no header (Power BI's buttons have no menus).
      showTitle={!isStaticVisual(visual) && visual.type !== 'slicer'}
      headerVisible={visual.type !== 'actionButton' && isHeaderVisible(settings, visual)}
      selected={state.selectedVisual === key}
      status={status}
      errorDetails={data?.errorCode ? `${t('visual.failed')} (${data.errorCode})` : undefined}
      onRetry={() => session.refresh()}
      onExportData={
        hasData && visual.type !== 'slicer' && offered('exportData')
          ? () =>
              void exportVisualData(session, page, visual.name, { exportDataType: 0 }).then(
                ({ data: csv }) => downloadText(csv, `${visual.title || visual.name}.csv`),
                () => undefined,
              )
          : undefined
      }
      showingTable={state.tableViewVisual === key}
      onToggleTable={
        CHART_TYPES.has(visual.type) && offered('seeData')
          ? (showAsTable) => session.update((s) => ({ ...s, tableViewVisual: showAsTable ? key : null }))
          : undefined
      }
      sortColumns={sortable ? sortColumns : undefined}
      sort={sort}
      onSort={
        sortable ? (next) => sortVisualByKey(session, page, visual.name, next.key, next.direction) : undefined
      }
      focusMode={state.focusedVisual === key}
      onFocusModeChange={
        offered('focusMode') && !state.singleVisual
          ? (focus) => session.update((s) => ({ ...s, focusedVisual: focus ? key : null }))
          : undefined
      }
      commands={commands.length > 0 ? commands : undefined}
      onCommand={(name) =>
        triggerCommand(
          session,
          page,
          visual.name,
          optionsCommands.some((command) => command.name === name)
            ? 'visualOptionsMenu'
            : 'visualContextMenu',
          name,
        )
      }
    >
      {children}
    </VisualContainer>
  );
}
