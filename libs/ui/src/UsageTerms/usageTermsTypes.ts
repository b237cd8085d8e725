// What the terms screens show: a version (a draft has no number) and who accepted which version.

export interface UsageTermItem {
  id: string;
  /** Null while a draft. */
  version: number | null;
  title: string;
  body: string;
  /** The customers (t_code) it applies to; empty: every customer. */
  customerCodes: string[];
  publishedAt: string | null;
  createdAt: string;
  /** Staff's list: how many users accepted it, and who published it. */
  acceptances?: number;
  publishedBy?: string | null;
}

export interface UsageTermAcceptanceItem {
  /** version and user together: unique. */
  id: string;
  version: number;
  userEmail: string;
  userName: string;
  acceptedAt: string;
  ip: string;
  userAgent: string;
}
