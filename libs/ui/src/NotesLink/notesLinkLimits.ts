/** Where the notes link leads (portal spec §2.1 route `notes`, §2.7 "a notes link to /notes"). */
export const NOTES_HREF = '/notes';
/** Above this the badge shows "99+"; the accessible name keeps the exact count (design choice, spec §2.7 is silent). */
export const NOTES_BADGE_MAX = 99;
