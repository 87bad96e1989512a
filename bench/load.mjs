// The load generator, run as its own process so it does not share the server's event loop.
// Input: the path of a JSON file { url, connections, duration, requests: [{ method, path, body?, headers }], start?, records? }:
// requests are sent in turn from index start (default a random one).
// Output (stdout): one JSON line with throughput and latency percentiles (ms) computed from every
// response time (autocannon 9 reports p50/p90/p97.5/p99 but not p95).
// With `records` (a file path): every answer as [request index, ms, 1 when it was its connection's
// first], and the requests still unanswered at the end as [request index, ms waited so far], written
// there as { answered, unanswered }. A connection's first request is timed from before its connect.
import fs from 'node:fs';
import autocannon from 'autocannon';

const cfg = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const list = cfg.requests;
const latencies = [];
let next = cfg.start ?? Math.floor(Math.random() * list.length);
const answered = [];
const unanswered = [];
/**
 * Keeps on each client the indexes of its requests in flight, oldest first (autocannon gives
 * setupRequest a context made afresh for every request), and, before autocannon drops the requests
 * still in flight at the end, how long each has waited.
 */
function trackRequests(client) {
  const iterator = client.requestIterator;
  // Its first request was built before this hook ran.
  client.sent = [iterator.context.index];
  const build = iterator.requestBuilder;
  iterator.requestBuilder = (req, context) => {
    const built = build(req, context);
    client.sent.push(context.index);
    return built;
  };
  const destroy = client.destroy;
  client.destroy = function () {
    if (!this.destroyed) {
      this.pipelinedRequests.toArray().forEach((p, i) => {
        const [s, ns] = process.hrtime(p.startTime);
        unanswered.push([this.sent[i] ?? -1, Math.round(s * 1e3 + ns / 1e6)]);
      });
    }
    return destroy.apply(this, arguments);
  };
}

const instance = autocannon({
  url: cfg.url,
  connections: cfg.connections,
  duration: cfg.duration,
  timeout: 60,
  setupClient: (client) => { if (cfg.records) trackRequests(client); },
  requests: [{
    setupRequest: (req, context) => {
      const index = next++ % list.length;
      const r = list[index];
      context.index = index;
      return { ...req, method: r.method, path: r.path, headers: r.headers, body: r.body };
    },
  }],
});
instance.on('response', (client, _status, _bytes, responseTime) => {
  latencies.push(responseTime);
  if (!cfg.records) return;
  answered.push([client.sent.shift(), Math.round(responseTime), client.answeredOne ? 0 : 1]);
  client.answeredOne = true;
});
instance.on('done', (res) => {
  if (cfg.records) fs.writeFileSync(cfg.records, JSON.stringify({ answered, unanswered }));
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
