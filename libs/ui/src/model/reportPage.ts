/** A report page as the page navigation lists it. */
export interface ReportPageTab {
  /** The page's name (what the SDK puts in URLs and setPage takes). */
  name: string;
  displayName: string;
  /** visibility HiddenInViewMode: not listed. */
  hidden?: boolean;
}
