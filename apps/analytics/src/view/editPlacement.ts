import type { VisualBox } from '../report/actions/layoutActions';

/** Page units an arrow key moves or resizes a visual by (Shift resizes). */
export const KEYBOARD_STEP = 10;
const SMALLEST = 20;

/** A visual's box after an arrow key in edit mode, or undefined for other keys. */
export function boxAfterKey(box: VisualBox, key: string, resize: boolean): VisualBox | undefined {
  const dx = key === 'ArrowRight' ? KEYBOARD_STEP : key === 'ArrowLeft' ? -KEYBOARD_STEP : 0;
  const dy = key === 'ArrowDown' ? KEYBOARD_STEP : key === 'ArrowUp' ? -KEYBOARD_STEP : 0;
  if (dx === 0 && dy === 0) return undefined;
  return resize
    ? { ...box, width: Math.max(SMALLEST, box.width + dx), height: Math.max(SMALLEST, box.height + dy) }
    : { ...box, x: Math.max(0, box.x + dx), y: Math.max(0, box.y + dy) };
}

/** A visual's box after a pointer drag of (dx, dy) pixels at `scale`: moved, or resized from its corner. */
export function boxAfterDrag(
  box: VisualBox,
  dx: number,
  dy: number,
  scale: number,
  resize: boolean,
): VisualBox {
  const ux = dx / (scale || 1);
  const uy = dy / (scale || 1);
  return resize
    ? { ...box, width: Math.max(SMALLEST, box.width + ux), height: Math.max(SMALLEST, box.height + uy) }
    : { ...box, x: Math.max(0, box.x + ux), y: Math.max(0, box.y + uy) };
}
