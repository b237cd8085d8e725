import type { ReportTheme } from '@nuvem/api-contract';
import { models } from '@nuvem/embed';
import { canvasScaleOf, displayOptionOf, isMobileLayout, pageSizeOf } from './pageLayout';
import { activePageOf } from './reportLookups';
import type { ReportState } from './reportState';
import { visibleVisualsOf, type VisibleVisual } from './visibleVisuals';

export interface PixelBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface CanvasGeometry {
  /** Page units to pixels. */
  scale: number;
  /** The page's size on screen. */
  width: number;
  height: number;
  visuals: (VisibleVisual & { box: PixelBox })[];
}

/** Mobile layouts stack the visuals in one column, in reading order, as wide as the frame. */
const MOBILE_GAP = 8;

/**
 * Where each visible visual is drawn in a frame of `frame` pixels: the page scaled by its display option and
 * zoom; a visual embed's visual filling the frame; a mobile layout's visuals one under the other.
 */
export function canvasGeometryOf(
  state: ReportState,
  frame: { width: number; height: number },
): CanvasGeometry {
  const visible = visibleVisualsOf(state);
  if (state.singleVisual) {
    const box = { left: 0, top: 0, width: frame.width, height: frame.height };
    return {
      scale: 1,
      width: frame.width,
      height: frame.height,
      visuals: visible.map((entry) => ({ ...entry, box })),
    };
  }
  const page = activePageOf(state);
  const size = pageSizeOf(state.settings, page);
  if (isMobileLayout(state.settings.layoutType)) {
    const scale = frame.width > 0 ? frame.width / size.width : 1;
    let top = 0;
    const ordered = [...visible].sort((a, b) => a.layout.y - b.layout.y || a.layout.x - b.layout.x);
    const visuals = ordered.map((entry) => {
      const height = Math.round(entry.layout.height * scale);
      const box = { left: 0, top, width: frame.width, height };
      top += height + MOBILE_GAP;
      return { ...entry, box };
    });
    return { scale, width: frame.width, height: Math.max(0, top - MOBILE_GAP), visuals };
  }
  const scale = canvasScaleOf(
    displayOptionOf(state.settings, page),
    size,
    frame,
    state.settings.zoomLevel ?? 1,
  );
  const px = (value: number) => Math.round(value * scale);
  return {
    scale,
    width: px(size.width),
    height: px(size.height),
    visuals: visible.map((entry) => ({
      ...entry,
      box: {
        left: px(entry.layout.x),
        top: px(entry.layout.y),
        width: px(entry.layout.width),
        height: px(entry.layout.height),
      },
    })),
  };
}

/** The page's background: the drawn theme's (drawnThemeOf), or none with settings.background Transparent. */
export const canvasBackgroundOf = (state: ReportState, theme: ReportTheme) =>
  state.settings.background === models.BackgroundType.Transparent
    ? 'transparent'
    : (theme.background ?? '#FFFFFF');
