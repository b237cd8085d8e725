/** Placeholder rows while the notes load (a design choice: the spec names no number for this screen). */
export const NOTES_SKELETON_ROWS = 4;
