/** One hit of the global search: every field is a list (portal spec §3 "Search result"). */
export interface SearchResult {
  topology_id: string[];
  cloud_id: string[];
  t_code: string[];
  instance_name: string[];
  domain?: string[];
  public_ip?: string[];
}
