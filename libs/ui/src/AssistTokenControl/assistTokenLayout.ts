/**
 * Width of the assist token popover. The portal spec (§1 "token generation for support") does not size it;
 * 320px fits a 36-character token in monospace with its copy button.
 */
export const ASSIST_TOKEN_POPOVER_WIDTH = 320;
