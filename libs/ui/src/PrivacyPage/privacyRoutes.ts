/** A visitor who is not logged in leaves the privacy page for the login route (portal spec §2.1). */
export const LOGIN_HREF = '/login';
