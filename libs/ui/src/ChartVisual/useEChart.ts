import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { ChartOption } from './chartOption';
import { initChart, type ECElementEvent, type ECharts } from './echartsSetup';

export interface EChartEvents {
  /** A data point was clicked: its series, its index in the series' data, and the mouse event. */
  onPointClick?: (series: number, index: number, event: MouseEvent | undefined) => void;
  /**
   * A click that picked no point: the blank part of the chart, or a line or area between its marks; at x, y
   * in the chart's pixels.
   */
  onBlankClick?: (x: number, y: number, event: MouseEvent | undefined) => void;
  /** The chart finished drawing (ECharts 'finished': after any animation). */
  onFinished?: () => void;
  /** The chart's box changed size (and on the first measure). */
  onResize?: (width: number, height: number) => void;
}

/**
 * One ECharts instance on `host`: created on mount, resized with its box (ResizeObserver), given each new
 * option, disposed on unmount. `resetKey` changing starts a new instance with the whole option (a pie
 * after a column chart keeps no axes; the chart back from its table has a new element); otherwise series
 * merge by id, so a selection change restyles the points rather than drawing the chart anew. A null
 * option draws nothing yet.
 */
export function useEChart(
  host: RefObject<HTMLElement | null>,
  option: ChartOption | null,
  resetKey: string,
  events: EChartEvents,
): ECharts | null {
  const [chart, setChart] = useState<ECharts | null>(null);
  const eventsRef = useRef(events);
  const optionSet = useRef(false);
  useLayoutEffect(() => {
    eventsRef.current = events;
  });

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const instance = initChart(element);
    // ECharts answers a click on a point before this handler's own click on the canvas (its handlers were
    // registered first): a canvas click that was no point's is a click beside the points.
    let pointClicked = false;
    instance.on('click', (params) => {
      pointClicked = true;
      const { seriesIndex, dataIndex, event } = params as ECElementEvent;
      eventsRef.current.onPointClick?.(seriesIndex ?? 0, dataIndex, event?.event as MouseEvent | undefined);
    });
    instance.getZr().on('click', (event) => {
      const onPoint = pointClicked;
      pointClicked = false;
      if (!onPoint) eventsRef.current.onBlankClick?.(event.offsetX, event.offsetY, event.event as MouseEvent);
    });
    // A resize before the first option also 'finishes' (an empty canvas): only drawn options count.
    instance.on('finished', () => {
      if (optionSet.current) eventsRef.current.onFinished?.();
    });
    const observer = new ResizeObserver(() => {
      if (instance.isDisposed()) return;
      instance.resize();
      eventsRef.current.onResize?.(element.clientWidth, element.clientHeight);
    });
    observer.observe(element);
    optionSet.current = false;
    setChart(instance);
    return () => {
      observer.disconnect();
      instance.dispose();
      setChart(null);
    };
    // A new reset key may come with a new element (the chart back from its table): the instance follows it.
  }, [host, resetKey]);

  const lastResetKey = useRef<string | null>(null);
  useEffect(() => {
    if (!chart || !option) return;
    const reset = lastResetKey.current !== resetKey;
    lastResetKey.current = resetKey;
    optionSet.current = true;
    chart.setOption(option, reset ? { notMerge: true } : { replaceMerge: ['series'] });
  }, [chart, option, resetKey]);

  return chart;
}
