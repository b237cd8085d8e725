// The limits of the user's preferences (portal spec §3 "Preference data: a notes list and phones"; §5 leaves
// the phone rules unstated). They are the API's (libs/api-contract preferences.ts: maxPhones, PhoneSchema,
// maxPreferenceNotes, PreferenceNoteSchema), so the form refuses what the server would; a features test holds
// the two to the same answers.

/** At most this many phones. */
export const MAX_PHONES = 10;
/** A phone has at least this many digits… */
export const MIN_PHONE_DIGITS = 8;
/** …and at most this many characters. */
export const MAX_PHONE_LENGTH = 20;
/** At most this many personal notes. */
export const MAX_NOTES = 200;
/** A personal note's text has at most this many characters. */
export const MAX_NOTE_LENGTH = 2000;
