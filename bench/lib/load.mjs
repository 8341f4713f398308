// autocannon in this process (pinned to the load core): a warm-up, then the
// measured run. Every request carries a browser's Accept-Encoding, so a server
// that compresses pays for it here as it would in production.
import autocannon from 'autocannon';
import { BROWSER_ACCEPT_ENCODING } from './probe.mjs';

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

export async function measure(baseUrl, request, { connections = 50, seconds = 10, warmupSeconds = 2 } = {}) {
  const options = {
    url: baseUrl + request.path,
    method: request.method,
    headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...request.headers },
    body: request.body,
    connections,
  };
  if (warmupSeconds > 0) await run({ ...options, duration: warmupSeconds });
  const result = await run({ ...options, duration: seconds });
  return summarize(result);
}

export function summarize(result) {
  return {
    rps: result.requests.total / (result.duration || 1),
    // No response at all within the run: no latency to report (autocannon says 0).
    p50: result.requests.total ? result.latency.p50 : Number.NaN,
    p99: result.requests.total ? result.latency.p99 : Number.NaN,
    requests: result.requests.total,
    bytesPerResponse: result.requests.total ? result.throughput.total / result.requests.total : Number.NaN,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

export { run as autocannonRun };
