/**
 * Placeholder rows shown while the actions load. The portal spec (§2.8) does not size the list; five rows
 * fill the right sidebar's first screen without suggesting a longer list than a typical one.
 */
export const PIPELINE_SKELETON_ROWS = 5;
