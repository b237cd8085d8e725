/**
 * Below this width of the bar itself (a container query, so it also holds inside narrow panes and story
 * frames) the hamburger appears and the controls wrap under the account picker. The portal spec (§2.6,
 * §2.7) does not set it; it is MUI's `md` breakpoint, where the full left menu (250px) stops fitting
 * beside the content.
 */
export const TOP_BAR_COMPACT_BELOW = 900;
