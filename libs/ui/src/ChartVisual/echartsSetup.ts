import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerEChartsParts, type ECharts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

export type { ECharts, ECElementEvent } from 'echarts/core';

let registered = false;

/**
 * An ECharts instance on canvas. Only what the charts draw is registered, so the bundle carries none of
 * ECharts' other series and components. Registration happens on the first chart rather than on import:
 * libs/ui is `sideEffects: false`, so a bundler may drop a module-level call.
 */
export function initChart(element: HTMLElement): ECharts {
  if (!registered) {
    registerEChartsParts([
      BarChart,
      LineChart,
      PieChart,
      GridComponent,
      LegendComponent,
      TooltipComponent,
      CanvasRenderer,
    ]);
    registered = true;
  }
  return init(element, null, { renderer: 'canvas' });
}
