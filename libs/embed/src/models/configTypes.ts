/** Embed configurations, and the load / create payloads the frame validates. Types only. */
import type {
  AggregateFunction,
  ContrastMode,
  CredentialType,
  DataCacheMode,
  DataType,
  Permissions,
  QnaMode,
  ReportCreationMode,
  TokenType,
  ViewMode,
} from './enums';
import type { IFilter, OnLoadFilters, ReportLevelFilters } from './filterTypes';
import type { IApplyBookmarkRequest, IReportTheme } from './requestTypes';
import type { ISlicer } from './selectorTypes';
import type { IPaginatedReportSettings, IQnaSettings, ISettings } from './settingsTypes';

export type PageView = 'fitToWidth' | 'oneColumn' | 'actualSize';

/** Callbacks the frame may ask the host page to run. */
export interface EventHooks {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- any callback, as in powerbi-models
  applicationContextProvider?: Function;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- any callback, as in powerbi-models
  accessTokenProvider?: Function;
}

export interface IPaginatedReportDatasetBinding {
  sourceDatasetId: string;
  targetDatasetId: string;
}
export interface IDatasetBinding {
  datasetId?: string;
  paginatedReportBindings?: IPaginatedReportDatasetBinding[];
}
export interface IPaginatedReportParameter {
  name: string;
  value: string | null;
}

// Embed configurations, as a host page passes them to `powerbi.embed`.

export interface IBootstrapEmbedConfiguration {
  hostname?: string;
  embedUrl?: string;
  settings?: ISettings;
  uniqueId?: string;
  type?: string;
  groupId?: string;
  bootstrapped?: boolean;
}
export interface IEmbedConfigurationBase extends IBootstrapEmbedConfiguration {
  accessToken?: string;
  tokenType?: TokenType;
}
export interface ICommonEmbedConfiguration extends IEmbedConfigurationBase {
  id?: string;
  settings?: ISettings;
  action?: string;
  contrastMode?: ContrastMode;
  permissions?: Permissions;
}
export interface IReportEmbedConfiguration extends ICommonEmbedConfiguration {
  filters?: ReportLevelFilters[] | OnLoadFilters;
  datasetBinding?: IDatasetBinding;
  bookmark?: IApplyBookmarkRequest;
  pageName?: string;
  slicers?: ISlicer[];
  viewMode?: ViewMode;
  theme?: IReportTheme;
  eventHooks?: EventHooks;
}
export interface IVisualEmbedConfiguration extends IReportEmbedConfiguration {
  visualName: string;
  height?: number;
  width?: number;
}
export interface IDashboardEmbedConfiguration extends ICommonEmbedConfiguration {
  filters?: IFilter[];
  pageView?: PageView;
}
export interface ITileEmbedConfiguration extends IDashboardEmbedConfiguration {
  dashboardId: string;
  height?: number;
  width?: number;
}
export interface IQnaEmbedConfiguration extends IEmbedConfigurationBase {
  datasetIds: string[];
  question?: string;
  viewMode?: QnaMode;
}
/** @deprecated The union of every embed type's fields; use the per-type configuration. */
export interface IEmbedConfiguration extends IEmbedConfigurationBase {
  id?: string;
  settings?: ISettings;
  pageName?: string;
  filters?: IFilter[];
  pageView?: PageView;
  datasetId?: string;
  permissions?: Permissions;
  viewMode?: ViewMode;
  action?: string;
  dashboardId?: string;
  height?: number;
  width?: number;
  theme?: IReportTheme;
  slicers?: ISlicer[];
  bookmark?: IApplyBookmarkRequest;
  datasetBinding?: IDatasetBinding;
  contrastMode?: ContrastMode;
  eventHooks?: EventHooks;
}

// Load payloads, as posted to the frame.

/** @deprecated As in powerbi-models; still what /report/load carries. */
export interface IReportLoadConfiguration {
  accessToken: string;
  id: string;
  groupId?: string;
  settings?: ISettings;
  pageName?: string;
  filters?: ReportLevelFilters[];
  slicers?: ISlicer[];
  permissions?: Permissions;
  viewMode?: ViewMode;
  tokenType?: TokenType;
  bookmark?: IApplyBookmarkRequest;
  theme?: IReportTheme;
  embedUrl?: string;
  datasetBinding?: IDatasetBinding;
  contrastMode?: ContrastMode;
  eventHooks?: EventHooks;
}
export interface IPaginatedReportLoadConfiguration {
  accessToken: string;
  id: string;
  groupId?: string;
  settings?: IPaginatedReportSettings;
  tokenType?: TokenType;
  type?: string;
  embedUrl?: string;
  parameterValues?: IPaginatedReportParameter[];
  datasetBindings?: IPaginatedReportDatasetBinding[];
}
/** @deprecated As in powerbi-models; still what /dashboard/load carries. */
export interface IDashboardLoadConfiguration {
  accessToken: string;
  id: string;
  groupId?: string;
  pageView?: PageView;
  tokenType?: TokenType;
  embedUrl?: string;
}
/** @deprecated As in powerbi-models; still what /tile/load carries. */
export interface ITileLoadConfiguration {
  accessToken: string;
  id: string;
  dashboardId: string;
  groupId?: string;
  tokenType?: TokenType;
  width?: number;
  height?: number;
}
/** @deprecated As in powerbi-models; still what /qna/load carries. */
export interface ILoadQnaConfiguration {
  accessToken: string;
  datasetIds: string[];
  groupId?: string;
  question?: string;
  viewMode?: QnaMode;
  settings?: IQnaSettings;
  tokenType?: TokenType;
}

// Report creation.

export interface IReportCreateConfiguration {
  type?: 'create';
  accessToken?: string;
  datasetId: string;
  groupId?: string;
  settings?: ISettings;
  tokenType?: TokenType;
  theme?: IReportTheme;
  embedUrl?: string;
  eventHooks?: EventHooks;
}
export interface ICredential {
  credentialType: CredentialType;
  credentialDetails?: { [property: string]: string };
}
export interface IDatasourceConnectionConfiguration {
  dataCacheMode?: DataCacheMode;
  credentials?: ICredential;
}
export interface IColumnSchema {
  name: string;
  displayName?: string;
  dataType: DataType;
  aggregateFunction?: AggregateFunction;
}
export interface ITableSchema {
  name: string;
  columns: IColumnSchema[];
}
export interface IDataTable {
  name: string;
  rows: string[][];
}
export interface IDatasetCreateConfiguration {
  mashupDocument?: string;
  locale: string;
  datasourceConnectionConfig?: IDatasourceConnectionConfiguration;
  tableSchemaList?: ITableSchema[];
  data?: IDataTable[];
}
export interface IQuickCreateConfiguration {
  type?: 'quickCreate';
  accessToken: string;
  groupId?: string;
  settings?: ISettings;
  tokenType?: TokenType;
  theme?: IReportTheme;
  embedUrl?: string;
  datasetCreateConfig: IDatasetCreateConfiguration;
  reportCreationMode?: ReportCreationMode;
  eventHooks?: EventHooks;
}
