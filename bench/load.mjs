// The load generator, run as its own process so it does not share the server's event loop.
// Input: the path of a JSON file { url, connections, duration, requests: [{ method, path, body?, headers }], start? }:
// requests are sent in turn from index start (default a random one).
// Output (stdout): one JSON line with throughput and latency percentiles (ms) computed from every
// response time (autocannon 9 reports p50/p90/p97.5/p99 but not p95).
import fs from 'node:fs';
import autocannon from 'autocannon';

const cfg = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const list = cfg.requests;
const latencies = [];
let next = cfg.start ?? Math.floor(Math.random() * list.length);

const instance = autocannon({
  url: cfg.url,
  connections: cfg.connections,
  duration: cfg.duration,
  timeout: 60,
  requests: [{
    setupRequest: (req) => {
      const r = list[next++ % list.length];
      return { ...req, method: r.method, path: r.path, headers: r.headers, body: r.body };
    },
  }],
});
instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
instance.on('done', (res) => {
  latencies.sort((a, b) => a - b);
  const pct = (p) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] : null);
  const mean = latencies.length ? latencies.reduce((s, x) => s + x, 0) / latencies.length : null;
  process.stdout.write(`${JSON.stringify({
    count: latencies.length,
    rps: res.requests.average,
    total: res.requests.total,
    durationS: res.duration,
    non2xx: res.non2xx,
    errors: res.errors,
    timeouts: res.timeouts,
    p50: pct(50), p90: pct(90), p95: pct(95), p99: pct(99), max: latencies[latencies.length - 1] ?? null, mean,
    autocannon: { p50: res.latency.p50, p97_5: res.latency.p97_5, p99: res.latency.p99, mean: res.latency.mean },
  })}\n`);
});
