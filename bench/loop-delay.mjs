// Preloaded into a server process by bench/embedded-load.ts (NODE_OPTIONS=--import): the delay of
// the process's event loop (perf_hooks, 10 ms resolution) from its SIGUSR2 (the load starts) to its
// exit, written to $LOOP_DELAY_OUT as { p50, p99, max } in ms. The server's code is left as it is.
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
process.on('SIGUSR2', () => histogram.reset());
process.on('exit', () => {
  const ms = (ns) => Math.round(ns / 1e6);
  fs.writeFileSync(process.env.LOOP_DELAY_OUT, JSON.stringify({ p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) }));
});
