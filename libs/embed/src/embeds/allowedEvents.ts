/** The event names each embed type lets `on` subscribe to (embed spec §4 "Events allowed"). */
export const EMBED_EVENTS = [
  'loaded',
  'saved',
  'rendered',
  'saveAsTriggered',
  'error',
  'dataSelected',
  'buttonClicked',
  'info',
];

export const REPORT_EVENTS = [
  'filtersApplied',
  'pageChanged',
  'commandTriggered',
  'swipeStart',
  'swipeEnd',
  'bookmarkApplied',
  'dataHyperlinkClicked',
  'visualRendered',
  'visualClicked',
  'selectionChanged',
  'renderingStarted',
  'blur',
];

export const DASHBOARD_EVENTS = ['tileClicked', 'error'];
export const TILE_EVENTS = ['tileClicked', 'tileLoaded'];
export const QNA_EVENTS = ['loaded', 'visualRendered'];
