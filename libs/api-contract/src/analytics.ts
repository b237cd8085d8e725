// The analytics API (for apps/analytics, the frame): report and dashboard content, saving, per-user persistent
// filters and data queries, each authorised by the embed token the host page handed to the frame.
import { Type, type Static } from 'typebox';
import {
  DashboardDefinitionSchema,
  ReportBodySchema,
  ReportDefinitionSchema,
  ReportThemeSchema,
  VisualDefinitionSchema,
  ContentNameSchema,
  DisplayNameSchema,
} from './analytics-content';
import { DatasetSchema } from './analytics-datasets';
import { EmbedActionSchema } from './insights';

export { analyticsEndpoints } from './endpoints';
export * from './analytics-constants';
export * from './analytics-field-keys';
export * from './analytics-view-state';
export * from './analytics-fields';
export * from './analytics-filters';
export * from './analytics-datasets';
export * from './analytics-quick-create';
export * from './analytics-content';
export * from './analytics-query';
export * from './analytics-paginated';

export const EmbedOriginsSchema = Type.Object({
  origins: Type.Array(Type.String(), {
    description: 'Origins (scheme://host:port) of the pages allowed to embed analytics content.',
  }),
});
export type EmbedOrigins = Static<typeof EmbedOriginsSchema>;

export const ReportParamsSchema = Type.Object({ reportId: Type.String({ format: 'uuid' }) });
export type ReportParams = Static<typeof ReportParamsSchema>;
export const AnalyticsDatasetParamsSchema = Type.Object({
  datasetId: Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z0-9-]+$' }),
});
export type AnalyticsDatasetParams = Static<typeof AnalyticsDatasetParamsSchema>;
export const AnalyticsDashboardParamsSchema = Type.Object({ dashboardId: Type.String({ format: 'uuid' }) });

/**
 * A user's persistent filters of a report (settings.persistentFiltersEnabled): the state string the frame
 * captures, the same form a bookmark's state has.
 */
export const UserStateSchema = Type.Object(
  { state: Type.String({ minLength: 1, maxLength: 200_000 }) },
  { additionalProperties: false },
);
export type UserState = Static<typeof UserStateSchema>;

export const ReportContentSchema = Type.Object({
  report: ReportDefinitionSchema,
  dataset: DatasetSchema,
  /** What the token lets the user do: view, and edit (save, save as, edit mode). */
  actions: Type.Array(EmbedActionSchema),
  /** The user's persistent filters of this report, when saved. */
  userState: Type.Union([UserStateSchema, Type.Null()]),
});
export type ReportContent = Static<typeof ReportContentSchema>;

export const SaveReportAsSchema = Type.Object(
  { name: DisplayNameSchema, report: ReportBodySchema },
  { additionalProperties: false },
);
export type SaveReportAs = Static<typeof SaveReportAsSchema>;

/** The copy: its id and embed URL, and a token for it so the frame goes on with the new report. */
export const SavedReportCopySchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  embedUrl: Type.String(),
  token: Type.String(),
  expiration: Type.String({ format: 'date-time' }),
});
export type SavedReportCopy = Static<typeof SavedReportCopySchema>;

/** A visual tile's content: the pinned visual with what it needs to query and draw. */
export const TileContentSchema = Type.Object({
  tileId: ContentNameSchema,
  reportId: Type.String({ format: 'uuid' }),
  reportName: Type.String(),
  pageName: ContentNameSchema,
  pageDisplayName: Type.String(),
  datasetId: Type.String(),
  visual: VisualDefinitionSchema,
  theme: ReportThemeSchema,
});
export type TileContent = Static<typeof TileContentSchema>;

export const DashboardContentSchema = Type.Object({
  dashboard: DashboardDefinitionSchema,
  /** One per visual tile, in the dashboard's order (text tiles carry their text in the definition). */
  tiles: Type.Array(TileContentSchema),
  /** The datasets the tiles query. */
  datasets: Type.Array(DatasetSchema),
  actions: Type.Array(EmbedActionSchema),
});
export type DashboardContent = Static<typeof DashboardContentSchema>;
