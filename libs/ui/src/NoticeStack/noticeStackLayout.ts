/** Width of the stack of notices (a design choice: the spec fixes none). */
export const NOTICE_STACK_WIDTH = 400;
/** Distance from the top of the window: below the top bar, so the notices never hide its controls. */
export const NOTICE_STACK_TOP = 72;
