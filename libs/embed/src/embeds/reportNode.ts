import type { IHttpPostMessageResponse, MessageHeaders } from '../protocol/envelope';
import type { ISettings } from '../models/settingsTypes';
import type { IVisualLayout } from '../models/layoutTypes';
import type { PageSizeType } from '../models/enums';
import type { Service } from '../service/service';
import type { EmbedConfig } from './embedConfig';

/** Anything with a frame to talk to: every embed. */
export interface IFrameNode {
  iframe: HTMLIFrameElement;
  service: Service;
  config: EmbedConfig;
}

/** What a Page and a VisualDescriptor need from their report: its frame, its service and a few calls. */
export interface IReportNode extends IFrameNode {
  updateSettings(settings: ISettings): Promise<IHttpPostMessageResponse<void>>;
  resizeActivePage(
    pageSizeType: PageSizeType,
    width?: number,
    height?: number,
  ): Promise<IHttpPostMessageResponse<void>>;
  setVisualLayout?(
    pageName: string,
    visualName: string,
    layout: IVisualLayout,
  ): Promise<IHttpPostMessageResponse<void>>;
}

/** Sends a request about a report to its frame (headers: the report's `uid`) and returns the whole envelope. */
export function ask<T>(
  report: IFrameNode,
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  url: string,
  body?: unknown,
  headers: MessageHeaders = { uid: report.config.uniqueId },
): Promise<IHttpPostMessageResponse<T>> {
  const target = report.iframe?.contentWindow as Window;
  const hpm = report.service.hpm;
  return method === 'get' ? hpm.get<T>(url, headers, target) : hpm[method]<T>(url, body, headers, target);
}
