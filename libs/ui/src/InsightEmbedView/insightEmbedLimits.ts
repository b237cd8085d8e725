/** The embedded dashboard is this many px high, full width (portal spec §2.5, §9: 1200px). */
export const INSIGHT_EMBED_HEIGHT_PX = 1200;
