import type { PageDefinition, ReportDefinition, VisualDefinition } from '@nuvem/api-contract';
import type { models } from '@nuvem/embed';
import { resolveVisualLayout } from './pageLayout';
import type { ReportState } from './reportState';

/**
 * A page as the SDK's IPage (GET /report/pages, pageChanged): stored enums are powerbi-models' numbers
 * (analytics-content.ts), so they pass as they are.
 */
export function pageDescriptorOf(page: PageDefinition, activePage: string): models.IPage {
  return {
    name: page.name,
    displayName: page.displayName,
    isActive: page.name === activePage,
    visibility: page.visibility,
    defaultSize: { type: page.size.type, width: page.size.width, height: page.size.height },
    defaultDisplayOption: page.displayOption,
  };
}

/** A visual as the SDK's IVisual (GET …/visuals, event payloads), with the layout the frame draws it at. */
export function visualDescriptorOf(
  state: Pick<ReportState, 'settings'>,
  pageName: string,
  visual: VisualDefinition,
): models.IVisual {
  const layout = resolveVisualLayout(state.settings, pageName, visual);
  return {
    name: visual.name,
    title: visual.title,
    type: visual.type,
    layout: {
      x: layout.x,
      y: layout.y,
      z: layout.z,
      width: layout.width,
      height: layout.height,
      displayState: { mode: layout.hidden ? 1 : 0 },
    },
  };
}

export const reportDescriptorOf = (report: ReportDefinition): models.IReport => ({
  id: report.id,
  displayName: report.name,
});
