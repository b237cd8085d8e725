import type { UiMessageModules } from '../uiMessageModules';

// The analytics part of the `ui` namespace in en: every file of the part at once, so the app loads the
// language's part in one request (uiMessages.ts). Globs take literal patterns only, hence one file each.
const modules: UiMessageModules = import.meta.glob(
  [
    '../../{AuthoringPane,ButtonVisual,CardVisual,ChartVisual,DashboardGrid,DashboardPermissionsDialog,DeveloperDocs,FilterPane,InsightCard,InsightEmbedView,InsightsBrowser,MatrixVisual,NewReportDialog,PageNavigation,PaginatedReportView,QnaPanel,SaveReportDialog,SlicerVisual,TableVisual,TextboxVisual,VisualContainer}/**/*.i18n.ts',
    '../../internal/{ValueCheckList,DataLink,InsightLoadError}.i18n.ts',
  ],
  { query: { locale: 'en', part: 'analytics' }, import: 'default', eager: true },
);
export default modules;
