import type { PageDefinition, VisualDefinition, VisualLayout } from '@nuvem/api-contract';
import { models } from '@nuvem/embed';

/** Page sizes of Power BI's page size types (PageSizeType), in page units. */
const PAGE_SIZES: Record<number, { width: number; height: number }> = {
  [models.PageSizeType.Widescreen]: { width: 1280, height: 720 },
  [models.PageSizeType.Standard]: { width: 960, height: 720 },
  [models.PageSizeType.Cortana]: { width: 296, height: 496 },
  [models.PageSizeType.Letter]: { width: 816, height: 1056 },
  [models.PageSizeType.Mobile]: { width: 320, height: 568 },
};

export interface ResolvedLayout {
  x: number;
  y: number;
  z: number;
  width: number;
  height: number;
  hidden: boolean;
}

const isCustom = (settings: models.ISettings) => settings.layoutType === models.LayoutType.Custom;

export const isMobileLayout = (layoutType: models.LayoutType | undefined) =>
  layoutType === models.LayoutType.MobilePortrait || layoutType === models.LayoutType.MobileLandscape;

/** The page's size: a custom layout's page size when the layout is Custom, the page's own otherwise. */
export function pageSizeOf(
  settings: models.ISettings,
  page: PageDefinition,
): { width: number; height: number } {
  const custom = isCustom(settings)
    ? (settings.customLayout?.pageSize as models.ICustomPageSize | undefined)
    : undefined;
  if (custom) {
    if (custom.type === models.PageSizeType.Custom && custom.width && custom.height)
      return { width: custom.width, height: custom.height };
    const standard = PAGE_SIZES[custom.type];
    if (standard) return standard;
  }
  return { width: page.size.width, height: page.size.height };
}

export function displayOptionOf(settings: models.ISettings, page: PageDefinition): models.DisplayOption {
  const custom = isCustom(settings) ? settings.customLayout?.displayOption : undefined;
  return custom ?? page.displayOption;
}

/**
 * Where a visual sits and whether it shows: its stored layout, under a Custom layout type with the page's
 * defaultLayout and then the visual's own layout from settings.customLayout over it (field by field, as the
 * SDK's Visual.load relies on: defaultLayout hides every other visual).
 */
export function resolveVisualLayout(
  settings: models.ISettings,
  pageName: string,
  visual: VisualDefinition,
): ResolvedLayout {
  let layout: models.IVisualLayout = visual.layout satisfies VisualLayout;
  if (isCustom(settings)) {
    const page = settings.customLayout?.pagesLayout?.[pageName];
    if (page) {
      const own = page.visualsLayout?.[visual.name];
      layout = { ...layout, ...page.defaultLayout, ...own };
      // A visual with its own entry but no display state is not hidden by the default.
      if (own && !own.displayState && page.defaultLayout?.displayState)
        layout = { ...layout, displayState: visual.layout.displayState };
    }
  }
  return {
    x: layout.x ?? visual.layout.x,
    y: layout.y ?? visual.layout.y,
    z: layout.z ?? visual.layout.z,
    width: layout.width ?? visual.layout.width,
    height: layout.height ?? visual.layout.height,
    hidden: layout.displayState?.mode === models.VisualContainerDisplayMode.Hidden,
  };
}

/**
 * How much the page is scaled to the frame: FitToPage shows it whole, FitToWidth fills the width (the rest
 * scrolls), ActualSize draws page units as pixels; the zoom level multiplies any of them.
 */
export function canvasScaleOf(
  displayOption: models.DisplayOption,
  page: { width: number; height: number },
  frame: { width: number; height: number },
  zoomLevel = 1,
): number {
  let scale = 1;
  if (displayOption === models.DisplayOption.FitToPage && frame.width > 0 && frame.height > 0)
    scale = Math.min(frame.width / page.width, frame.height / page.height);
  else if (displayOption === models.DisplayOption.FitToWidth && frame.width > 0)
    scale = frame.width / page.width;
  return scale * zoomLevel;
}
