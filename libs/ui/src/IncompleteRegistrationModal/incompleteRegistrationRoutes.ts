/** Where the modal's button leads: the user-preferences route (portal spec §2.1, §2.10). */
export const USER_PREFERENCES_HREF = '/user-preferences';
