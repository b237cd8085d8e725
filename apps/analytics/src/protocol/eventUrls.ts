// The frame → host routes (embed spec §2 "Message routes from the frame to the host page"). Names go in as
// path segments, encoded, since the host's router decodes each segment.
const segment = encodeURIComponent;

export const readyUrl = (uid: string) => `/ready/${segment(uid)}`;

export const reportEventUrl = (uid: string, event: string) => `/reports/${segment(uid)}/events/${event}`;

export const pageEventUrl = (uid: string, page: string, event: string) =>
  `/reports/${segment(uid)}/pages/${segment(page)}/events/${event}`;

export const visualEventUrl = (uid: string, page: string, visual: string, event: string) =>
  `/reports/${segment(uid)}/pages/${segment(page)}/visuals/${segment(visual)}/events/${event}`;

export const dashboardEventUrl = (uid: string, event: string) =>
  `/dashboards/${segment(uid)}/events/${event}`;

export const qnaEventUrl = (uid: string, event: string) => `/qna/${segment(uid)}/events/${event}`;

export const tileEventUrl = (uid: string, event: string) => `/tile/${segment(uid)}/events/${event}`;

/** Hooks exist for reports only (facts §3 "Hooks"). */
export const reportHookUrl = (uid: string, hook: 'newAccessToken' | 'preQuery') =>
  `/reports/${segment(uid)}/eventHooks/${hook}`;
