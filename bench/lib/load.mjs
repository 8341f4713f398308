// autocannon in this process (pinned to the load core): a warm-up, then the
// measured run. Every request carries a browser's Accept-Encoding, so a server
// that compresses pays for it here as it would in production.
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { BROWSER_ACCEPT_ENCODING } from './probe.mjs';

/** CPU seconds (user + system) a process has used so far, from /proc (clock ticks of 1/100 s). */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * With `pid` (the server's process), also the server's CPU time per request and its share of a
 * core: a server below 100 % of its core was not the bottleneck (the load generator was).
 */
export async function measure(baseUrl, request, { connections = 50, seconds = 10, warmupSeconds = 2, pid } = {}) {
  const options = {
    url: baseUrl + request.path,
    method: request.method,
    headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...request.headers },
    body: request.body,
    connections,
  };
  if (warmupSeconds > 0) await run({ ...options, duration: warmupSeconds });
  const cpuBefore = pid ? cpuSeconds(pid) : Number.NaN;
  const result = await run({ ...options, duration: seconds });
  const cpu = pid ? cpuSeconds(pid) - cpuBefore : Number.NaN;
  return {
    ...summarize(result),
    cpuUsPerRequest: result.requests.total ? (cpu * 1e6) / result.requests.total : Number.NaN,
    serverCpuShare: cpu / (result.duration || 1),
  };
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
