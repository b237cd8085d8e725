import { estimateTextWidth, type MeasureText } from './axisLayout';

/**
 * Measures labels as the chart's canvas will draw them (`font` as CSS writes it, e.g. '12px Roboto'),
 * remembering each text's width. Without a canvas (jsdom) it guesses from the text's length.
 */
export function textMeasurer(font: string): MeasureText {
  let context: CanvasRenderingContext2D | null = null;
  try {
    context = document.createElement('canvas').getContext('2d');
  } catch {
    context = null;
  }
  if (!context) return estimateTextWidth;
  context.font = font;
  const widths = new Map<string, number>();
  return (text) => {
    let width = widths.get(text);
    if (width === undefined) {
      width = context.measureText(text).width;
      widths.set(text, width);
    }
    return width;
  };
}
