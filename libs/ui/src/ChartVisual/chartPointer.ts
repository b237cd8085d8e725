import { getInstanceByDom } from 'echarts/core';

/**
 * For play functions: clicks a drawn data point where ECharts placed it (the canvas has no elements to
 * query). `index` is the category (for a pie, the slice).
 */
export async function clickChartPoint(
  chartElement: HTMLElement,
  series: number,
  index: number,
  { ctrl = false }: { ctrl?: boolean } = {},
) {
  const chart = getInstanceByDom(chartElement);
  if (!chart) throw new Error('No chart on this element');
  const seriesModel = (
    chart as unknown as {
      getModel(): {
        getSeriesByIndex(i: number): {
          getData(): { getItemLayout(i: number): unknown };
          getRawValue(i: number): unknown;
        };
      };
    }
  )
    .getModel()
    .getSeriesByIndex(series);
  // A line without marks (a long series) keeps no layout per point: its place is the value's.
  const layout = (seriesModel.getData().getItemLayout(index) ??
    chart.convertToPixel({ seriesIndex: series }, [index, Number(seriesModel.getRawValue(index))])) as
    | { x: number; y: number; width: number; height: number }
    | { cx: number; cy: number; r: number; r0: number; startAngle: number; endAngle: number }
    | number[];
  let x: number;
  let y: number;
  if (Array.isArray(layout)) [x, y] = layout as [number, number];
  else if ('cx' in layout) {
    const angle = (layout.startAngle + layout.endAngle) / 2;
    const radius = (layout.r + layout.r0) / 2;
    x = layout.cx + radius * Math.cos(angle);
    y = layout.cy + radius * Math.sin(angle);
  } else {
    x = layout.x + layout.width / 2;
    y = layout.y + layout.height / 2;
  }
  const canvas = chartElement.querySelector('canvas');
  if (!canvas) throw new Error('The chart has no canvas');
  const box = canvas.getBoundingClientRect();
  await clickCanvasAt(canvas, box.left + x, box.top + y, ctrl);
}

/**
 * ECharts (zrender) reads plain mouse events in Chromium, with their client coordinates; user-event's
 * pointer API does not reach it reliably, so the events are dispatched as a mouse sends them.
 */
export async function clickCanvasAt(
  canvas: HTMLCanvasElement,
  clientX: number,
  clientY: number,
  ctrl = false,
) {
  const init = { bubbles: true, cancelable: true, clientX, clientY, ctrlKey: ctrl, button: 0, view: window };
  for (const type of ['mousemove', 'mousedown', 'mouseup', 'click'])
    canvas.dispatchEvent(new MouseEvent(type, { ...init, buttons: type === 'mousedown' ? 1 : 0 }));
  // Let React commit what the handlers set.
  await new Promise((resolve) => requestAnimationFrame(resolve));
}

/** Whether ECharts' tooltip (a div it adds to the chart's element) is showing. */
function tooltipShown(chartElement: HTMLElement): boolean {
  return [...chartElement.querySelectorAll<HTMLElement>('div')].some(
    ({ style }) =>
      style.zIndex === '9999999' &&
      style.display !== 'none' &&
      style.visibility !== 'hidden' &&
      style.opacity !== '0',
  );
}

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Takes the pointer off the chart as a mouse leaving it would, and hides the tooltip that followed it,
 * so the story's screenshot does not depend on how long the tooltip took to go. ECharts shows an axis
 * tooltip from a throttled pointer handler, which may run after a first hide: the pointer's handlers are
 * let settle, and the tooltip is hidden until it stays hidden.
 */
export async function leaveChart(chartElement: HTMLElement) {
  const canvas = chartElement.querySelector('canvas');
  canvas?.dispatchEvent(
    new MouseEvent('mouseout', { bubbles: true, relatedTarget: chartElement.ownerDocument.body }),
  );
  await new Promise((resolve) => setTimeout(resolve, 100));
  const chart = getInstanceByDom(chartElement);
  for (let attempt = 0; attempt < 10; attempt++) {
    chart?.dispatchAction({ type: 'hideTip' });
    chart?.dispatchAction({ type: 'downplay' });
    await frame();
    await frame();
    if (!tooltipShown(chartElement)) return;
  }
  throw new Error('The chart kept its tooltip after the pointer left');
}
