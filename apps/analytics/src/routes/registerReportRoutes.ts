import type { FrameRouter } from '../protocol/protocolTypes';
import type { ReportEmbed } from '../report/reportEmbed';
import { registerBookmarkRoutes } from './bookmarkRoutes';
import { registerFilterRoutes } from './filterRoutes';
import { registerPageRoutes } from './pageRoutes';
import { registerReportLoadRoutes } from './reportLoadRoutes';
import { registerReportSettingsRoutes } from './reportSettingsRoutes';
import { registerSaveRoutes } from './saveRoutes';
import { registerVisualRoutes } from './visualRoutes';

/** Every host → frame route of a report (and single visual) frame: facts §2's table, RDL and create left out. */
export function registerReportRoutes(router: FrameRouter, embed: ReportEmbed): void {
  registerReportLoadRoutes(router, embed);
  registerPageRoutes(router, embed);
  registerFilterRoutes(router, embed);
  registerVisualRoutes(router, embed);
  registerBookmarkRoutes(router, embed);
  registerReportSettingsRoutes(router, embed);
  registerSaveRoutes(router, embed);
}
