import { expect, waitFor } from 'storybook/test';
import { settleTooltips } from './settleTooltips';

/**
 * Ends a play function that clicked buttons with the pointer gone, focus dropped and every click's ripple
 * faded, so the screenshot after it is the same every run.
 */
export async function settleRipples(canvasElement: HTMLElement) {
  await settleTooltips(canvasElement);
  await waitFor(() => expect(canvasElement.ownerDocument.querySelector('.MuiTouchRipple-child')).toBeNull());
}
