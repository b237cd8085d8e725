/** A message in the top bar's envelope (portal spec §3 "User message"). */
export interface UserMessage {
  id: string;
  title: string;
  message: string;
  link?: string;
  readState: boolean;
  /** ISO 8601 date-time. */
  createdAt: string;
  /** External links open in a new tab and are marked as such. */
  isExternalLink?: boolean;
}
