/** What a report holds and reports back: pages, visuals, selections, events and visual capabilities. */
import type {
  DisplayOption,
  SectionVisibility,
  VisualDataRoleKind,
  VisualDataRoleKindPreference,
} from './enums';
import type { IBetweenDataReference, IEqualsDataReference, IFilter, IIdentityValue } from './filterTypes';
import type { ICustomPageSize, IPosition, IVisualLayout } from './layoutTypes';

export interface IReport {
  id: string;
  displayName: string;
}

export interface ICanvasStyle {
  color?: string;
  transparency?: number;
  hasImage?: boolean;
}
export type IPageBackground = ICanvasStyle;
export type IPageWallpaper = ICanvasStyle;

export interface IPage {
  name: string;
  displayName: string;
  isActive?: boolean;
  visibility?: SectionVisibility;
  defaultSize?: ICustomPageSize;
  mobileSize?: ICustomPageSize;
  defaultDisplayOption?: DisplayOption;
  background?: IPageBackground;
  wallpaper?: IPageWallpaper;
}

export interface IVisual {
  name: string;
  title: string;
  type: string;
  layout?: IVisualLayout;
  mobilePortraitLayout?: IVisualLayout;
}

export interface ISmartNarratives {
  summaryText: string;
}

// Event payloads.

export interface IQnaVisualRenderedEvent {
  question: string;
  normalizedQuestion?: string;
}
export interface IVisualCustomCommandEvent {
  visualName: string;
  command: string;
}
export interface ISelection {
  visual: IVisual;
  page: IPage;
  report: IReport;
  dataPoints: IIdentityValue<IEqualsDataReference>[];
  regions: IIdentityValue<IEqualsDataReference | IBetweenDataReference>[];
  filters: IFilter[];
}
export type ISelectable = IVisual;
/** The misspelling is the public name. */
export interface ICavasItemsSelection extends ISelection {
  selectedItems?: ISelectable[];
}
export interface ISwipeEvent {
  currentPosition: IPosition;
  startPosition: IPosition;
}

// Visual capabilities and properties.

export interface IVisualDataRole {
  name: string;
  kind: VisualDataRoleKind;
  kindPreference?: VisualDataRoleKindPreference;
  displayName?: string;
  description?: string;
}
export interface IVisualCapabilities {
  dataRoles?: IVisualDataRole[];
}
export interface IVisualPropertySelector {
  objectName: string;
  propertyName: string;
}
export interface IVisualPropertyValue {
  schema?: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any property value, as in powerbi-models
  value: any;
}
export type IDefaultProperty = object;
export interface IThemeColorProperty {
  id: number;
  shade: number;
}
