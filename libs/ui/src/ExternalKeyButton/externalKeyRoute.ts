/** Where the top bar's external key management button leads (portal spec §2.7). */
export const EXTERNAL_KEY_MANAGEMENT_HREF = '/admin/external-key-management';
