import { LayoutType, type PageSizeType } from '../models/enums';
import type { ISettings } from '../models/settingsTypes';
import type { IVisualLayout } from '../models/layoutTypes';

/** Settings that change one visual's layout on one page (a custom layout, as the frame expects). */
export function visualLayoutSettings(
  pageName: string,
  visualName: string,
  visualLayout: IVisualLayout,
): ISettings {
  return {
    layoutType: LayoutType.Custom,
    customLayout: { pagesLayout: { [pageName]: { visualsLayout: { [visualName]: visualLayout } } } },
  } as ISettings;
}

/** Settings that resize the active page. */
export function pageSizeSettings(pageSizeType: PageSizeType, width?: number, height?: number): ISettings {
  return {
    layoutType: LayoutType.Custom,
    customLayout: { pageSize: { type: pageSizeType, width, height } },
  } as ISettings;
}

export function isMobileLayout(layoutType: LayoutType | undefined): boolean {
  return layoutType === LayoutType.MobileLandscape || layoutType === LayoutType.MobilePortrait;
}
