// Preloaded into the API process by the load benchmark (node --import): its event loop's delay, as
// perf_hooks.monitorEventLoopDelay measures it. On SIGUSR2 the histogram since the last signal is written to
// EVENT_LOOP_REPORT (milliseconds) and started afresh, so the benchmark reads the delay of one stretch of time
// from outside the process it measures.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const report = process.env.EVENT_LOOP_REPORT;
if (report) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  process.on('SIGUSR2', () => {
    const ms = (ns) => Math.round((ns / 1e6) * 10) / 10;
    writeFileSync(
      report,
      JSON.stringify({ p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) }),
    );
    delay.reset();
  });
}
