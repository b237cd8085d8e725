import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { ChartOption } from './chartOption';
import { initChart, type ECElementEvent, type ECharts } from './echartsSetup';

export interface EChartEvents {
  /** A data point was clicked: its series, its index in the series' data, and the mouse event. */
  onPointClick?: (series: number, index: number, event: MouseEvent | undefined) => void;
  /** A click that hit no data point (the blank part of the chart). */
  onBlankClick?: () => void;
  /** The chart finished drawing (ECharts 'finished': after any animation). */
  onFinished?: () => void;
  /** The chart's box changed size (and on the first measure). */
  onResize?: (width: number, height: number) => void;
}

/**
 * One ECharts instance on `host` for the component's life: created on mount, resized with its box
 * (ResizeObserver), given each new option, disposed on unmount. `resetKey` changing replaces the whole
 * option (a pie after a column chart keeps no axes); otherwise series merge by id, so a selection change
 * restyles the points rather than drawing the chart anew. A null option draws nothing yet.
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
    instance.on('click', (params) => {
      const { seriesIndex, dataIndex, event } = params as ECElementEvent;
      eventsRef.current.onPointClick?.(seriesIndex ?? 0, dataIndex, event?.event as MouseEvent | undefined);
    });
    instance.getZr().on('click', (event) => {
      if (!event.target) eventsRef.current.onBlankClick?.();
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
  }, [host]);

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
