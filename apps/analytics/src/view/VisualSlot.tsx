import Box from '@mui/material/Box';
import type { VisualDataPoint, VisualSelectOptions, VisualSort } from '@nuvem/ui';
import { fieldKey } from '@nuvem/api-contract/paths';
import { useState } from 'react';
import type { PaintTracker } from '../frame/paintTracker';
import { queriesData } from '../data/visualQuery';
import { deleteVisual, selectForAuthoring } from '../report/actions/authoringActions';
import { placeVisual, type VisualBox } from '../report/actions/layoutActions';
import { clickButton } from '../report/actions/buttonActions';
import {
  clickVisual,
  followDataHyperlink,
  selectDataPoint,
  selectSlicerValues,
} from '../report/actions/selectionActions';
import { sortVisualByKey } from '../report/actions/visualActions';
import type { PixelBox } from '../report/canvasGeometry';
import { paintTokenOf } from '../report/paintTokens';
import type { ReportSession } from '../report/reportSession';
import type { ReportState } from '../report/reportState';
import { slicerFieldOf } from '../report/slicerSelectors';
import {
  slicerFiltersOfRange,
  slicerFiltersOfValues,
  slicerPointsOf,
  slicerRangeOf,
  slicerValuesOf,
} from '../report/slicerSelection';
import type { VisibleVisual } from '../report/visibleVisuals';
import { EditHandles } from './EditHandles';
import { usePaintReport } from './usePaintReport';
import { VisualBody } from './VisualBody';
import { VisualFrame } from './VisualFrame';

export interface VisualSlotProps {
  session: ReportSession;
  state: ReportState;
  entry: VisibleVisual;
  box: PixelBox;
  /** The data colours of the theme the canvas is drawn in (useDrawnTheme). */
  colors: readonly string[];
  scale: number;
  editing: boolean;
  paint: Pick<PaintTracker, 'report'>;
}

const NO_POINTS: readonly VisualDataPoint[] = [];

/** One visual on the canvas: placed, framed (title, menus), filled with its data and wired to the session. */
export function VisualSlot({ session, state, entry, box, colors, scale, editing, paint }: VisualSlotProps) {
  const { key, page, visual, layout } = entry;
  const [draft, setDraft] = useState<VisualBox | null>(null);
  const data = state.visualData[key];
  const onRendered = usePaintReport(paint, key, paintTokenOf(state, key, queriesData(visual)));
  const selection = state.selection;
  const selected =
    selection?.page === page && selection.visual === visual.name ? selection.points : NO_POINTS;
  const stateSort = state.sorts[key] ?? visual.sort;
  const sort: VisualSort | undefined = stateSort && {
    key: fieldKey(stateSort.field),
    direction: stateSort.direction,
  };
  const slicerField = slicerFieldOf(visual);
  const slicerFilters = state.slicers[key] ?? [];

  const shown = draft
    ? {
        left: draft.x * scale,
        top: draft.y * scale,
        width: draft.width * scale,
        height: draft.height * scale,
      }
    : box;
  const onSelect = (point: VisualDataPoint | null, options: VisualSelectOptions) =>
    selectDataPoint(session, page, visual.name, point, options.multi);

  return (
    <Box
      data-visual-name={visual.name}
      data-visual-type={visual.type}
      onClick={() => clickVisual(session, page, visual.name)}
      sx={{ position: 'absolute', ...shown, zIndex: layout.z + 1 }}
    >
      {/* closeAllOverlays: a new container closes whatever menu was open in the old one. */}
      <VisualFrame
        key={state.overlayEpoch}
        session={session}
        state={state}
        entry={entry}
        onRendered={onRendered}
      >
        <VisualBody
          visual={visual}
          data={data}
          colors={colors}
          selected={selected}
          interactive={!editing}
          showAsTable={state.tableViewVisual === key}
          sort={sort}
          onSelect={onSelect}
          onSort={(next) => sortVisualByKey(session, page, visual.name, next.key, next.direction)}
          onLinkClick={(url, point) =>
            followDataHyperlink(session, page, visual.name, url, point, session.context.open)
          }
          onButtonClick={() => clickButton(session, page, visual.name)}
          slicerValues={slicerValuesOf(slicerFilters)}
          slicerRange={slicerRangeOf(slicerFilters)}
          onSlicerValues={(values) =>
            slicerField &&
            selectSlicerValues(
              session,
              page,
              visual.name,
              slicerFiltersOfValues(slicerField, values, visual.options?.singleSelect),
              slicerPointsOf(slicerField, values),
            )
          }
          onSlicerRange={(range) =>
            slicerField &&
            selectSlicerValues(session, page, visual.name, slicerFiltersOfRange(slicerField, range), [])
          }
          onRendered={onRendered}
        />
      </VisualFrame>
      {editing && (
        <EditHandles
          title={visual.title || visual.name}
          box={{ x: layout.x, y: layout.y, width: layout.width, height: layout.height }}
          scale={scale}
          onDraft={setDraft}
          onPlace={(placed) => placeVisual(session, page, visual.name, placed)}
          onSelect={() => selectForAuthoring(session, page, visual.name)}
          onDelete={() => deleteVisual(session, visual.name)}
        />
      )}
    </Box>
  );
}
