import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { models } from '@nuvem/embed';
import { FIELD_DRAG_TYPE } from '@nuvem/ui';
import { useRef, type DragEvent } from 'react';
import { addField, clearAuthoringSelection } from '../report/actions/authoringActions';
import { authoringFieldsOf } from '../report/authoring/authoringFields';
import { useTranslation } from 'react-i18next';
import type { PaintTracker } from '../frame/paintTracker';
import { canvasBackgroundOf, canvasGeometryOf } from '../report/canvasGeometry';
import { displayOptionOf } from '../report/pageLayout';
import { activePageOf } from '../report/reportLookups';
import type { ReportSession } from '../report/reportSession';
import type { ReportState } from '../report/reportState';
import { useDrawnTheme } from './useDrawnTheme';
import { useElementSize } from './useElementSize';
import { VisualSlot } from './VisualSlot';

const acceptFieldDrag = (event: DragEvent) => {
  if (event.dataTransfer.types.includes(FIELD_DRAG_TYPE)) event.preventDefault();
};

/** A field dropped on the page (edit mode): onto a visual it joins it, elsewhere it makes one there. */
function dropField(session: ReportSession, event: DragEvent<HTMLElement>, scale: number) {
  const key = event.dataTransfer.getData(FIELD_DRAG_TYPE);
  const choice = key
    ? authoringFieldsOf(session.catalog, session.context.locale).choices.get(key)
    : undefined;
  if (!choice) return;
  event.preventDefault();
  const target = (event.target as Element).closest('[data-visual-name]')?.getAttribute('data-visual-name');
  const page = event.currentTarget.getBoundingClientRect();
  const at = { x: (event.clientX - page.left) / scale, y: (event.clientY - page.top) / scale };
  addField(session, choice, target ? { target } : { at });
}

export interface ReportCanvasProps {
  session: ReportSession;
  state: ReportState;
  paint: Pick<PaintTracker, 'report'>;
}

/**
 * The active page: its visuals absolutely positioned at the page's scale (FitToPage, FitToWidth or
 * ActualSize, times the zoom), a visual embed's one visual filling the frame, mobile layouts stacked; in the
 * report's theme, in the frame's colour scheme.
 */
export function ReportCanvas({ session, state, paint }: ReportCanvasProps) {
  const { t } = useTranslation('analytics');
  const frame = useRef<HTMLDivElement>(null);
  const size = useElementSize(frame);
  const geometry = canvasGeometryOf(state, size);
  const theme = useDrawnTheme(state.report.theme, state.appliedTheme);
  const page = activePageOf(state);
  const fitted =
    !state.singleVisual && displayOptionOf(state.settings, page) === models.DisplayOption.FitToPage;
  const editing = state.viewMode === models.ViewMode.Edit && !state.singleVisual;
  // Focus mode: the focused visual over the whole canvas, the page's others left in place beneath it.
  const focused = geometry.visuals.find((entry) => entry.key === state.focusedVisual);
  const slot = (entry: (typeof geometry.visuals)[number], box: typeof entry.box) => (
    <VisualSlot
      key={entry.key}
      session={session}
      state={state}
      entry={entry}
      box={box}
      colors={theme.dataColors}
      scale={geometry.scale}
      editing={editing && !focused}
      paint={paint}
    />
  );
  return (
    <Box
      ref={frame}
      sx={{
        // The report's z values (Power BI uses thousands) stay inside the canvas: menus and dialogs,
        // portalled to the body, always open above the visuals, and the focus overlay above the page.
        position: 'relative',
        isolation: 'isolate',
        flex: 1,
        minWidth: 0,
        minHeight: 0,
        overflow: fitted || state.singleVisual ? 'hidden' : 'auto',
        bgcolor: state.singleVisual ? 'transparent' : 'action.hover',
      }}
    >
      {size.width > 0 && (
        <Box
          role="region"
          aria-label={state.singleVisual ? undefined : `${t('report.canvas')}: ${page.displayName}`}
          data-page-name={page.name}
          onDragOver={editing ? acceptFieldDrag : undefined}
          onClick={
            editing
              ? (event) => event.target === event.currentTarget && clearAuthoringSelection(session)
              : undefined
          }
          onDrop={editing ? (event) => dropField(session, event, geometry.scale) : undefined}
          sx={{
            position: 'relative',
            isolation: 'isolate',
            width: geometry.width,
            height: geometry.height,
            mx: 'auto',
            my: fitted ? `${Math.max(0, (size.height - geometry.height) / 2)}px` : 0,
            background: canvasBackgroundOf(state, theme),
          }}
        >
          {geometry.visuals.filter((entry) => entry !== focused).map((entry) => slot(entry, entry.box))}
          {editing && page.visuals.length === 0 && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{
                position: 'absolute',
                inset: 0,
                display: 'grid',
                placeItems: 'center',
                p: 2,
                textAlign: 'center',
                pointerEvents: 'none',
              }}
            >
              {t('authoring.emptyPage')}
            </Typography>
          )}
        </Box>
      )}
      {focused && (
        <Box sx={{ position: 'absolute', inset: 0, zIndex: 1000, bgcolor: 'background.default', p: 1 }}>
          <Box sx={{ position: 'relative', width: '100%', height: '100%' }}>
            {slot(focused, {
              left: 0,
              top: 0,
              width: Math.max(0, size.width - 16),
              height: Math.max(0, size.height - 16),
            })}
          </Box>
        </Box>
      )}
    </Box>
  );
}
