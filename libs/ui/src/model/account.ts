/** A customer environment as the portal lists it (portal spec §3). */
export interface Account {
  cloud_id: string;
  t_code: string;
  corporate_name: string;
  federal_id?: string;
  /** Set when the user starred this environment (favorites are matched by cloud_id, spec §5). */
  isFavorite?: boolean;
  support_type?: 'PRIME' | 'STANDARD';
  region?: string;
}
