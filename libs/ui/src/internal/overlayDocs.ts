/**
 * Storybook parameters for a component whose stories start with an overlay open (a dialog, a drawer): on its
 * docs page each story renders in a frame of its own, so the overlay and its backdrop cover that frame
 * instead of the whole page, and every story of the page stays readable.
 */
export const overlayDocs = { docs: { story: { inline: false, iframeHeight: 560 } } } as const;
