import { expect, userEvent, waitFor } from 'storybook/test';

/**
 * Ends a play function with no tooltip on its way in or out, so the screenshot after it is the same every
 * run: the pointer leaves whatever it was over and, once no menu is open (a closing one may still be
 * fading), focus leaves the control that showed a tooltip on keyboard focus.
 */
export async function settleTooltips(canvasElement: HTMLElement) {
  const doc = canvasElement.ownerDocument;
  await userEvent.pointer({ target: doc.body, coords: { clientX: 0, clientY: 0 } });
  await waitFor(() => {
    if (!doc.querySelector('[role="menu"]')) (doc.activeElement as HTMLElement | null)?.blur();
    expect(doc.querySelector('[role="tooltip"]')).toBeNull();
  });
}
