/** Where a tile sits on a dashboard's 12-column grid (cells from 0; spans in whole cells). */
export interface DashboardTileLayout {
  col: number;
  row: number;
  colSpan: number;
  rowSpan: number;
}

/** A dashboard tile as the grid draws it: its frame and title; the body is a rendered visual or text. */
export interface DashboardTileModel {
  /** The tile's id, handed back on click (tileClicked). */
  id: string;
  title: string;
  subTitle?: string;
  layout: DashboardTileLayout;
  /** A text tile's text (plain, line breaks kept). Visual tiles leave it out and get their body rendered. */
  text?: string;
}
