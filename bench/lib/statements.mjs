// Counts the SQL statements a server sends to PostgreSQL, product-agnostically:
// a TCP proxy in front of Postgres that reads the frontend side of the wire
// protocol and counts Query ('Q', simple protocol) and Execute ('E', extended
// protocol: one per statement run, prepared or not). The proxy runs in a worker
// thread, so its CPU is not spent on the event loop of the server it measures
// (a bench running the product in its own process: bench/deadline.mjs).
import net from 'node:net';
import { once } from 'node:events';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const QUERY = 0x51; // 'Q'
const EXECUTE = 0x45; // 'E'

// BENCH_SQL_TRACE=1 prints each frontend message's type (and the SQL of Parse and Query messages) to stderr.
const trace = process.env.BENCH_SQL_TRACE === '1';
function traceMessage(buffer, at) {
  const type = String.fromCharCode(buffer[at]);
  const end = Math.min(buffer.length, at + 1 + buffer.readInt32BE(at + 1));
  const text =
    type === 'P' || type === 'Q'
      ? buffer
          .subarray(at + 5, end)
          .toString('utf8')
          .replace(/\0/g, ' ')
          .slice(0, 160)
      : '';
  console.error(`sql-trace ${type} ${text}`);
}

/** Starts the proxy; `databaseUrl` is the real database, `url` the one to give a server. */
export async function startStatementCounter(databaseUrl) {
  const shared = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(new URL(import.meta.url), { workerData: { statementProxy: { databaseUrl, shared } } });
  const [url] = await once(worker, 'message');
  return {
    url,
    read: () => Atomics.load(shared, 0),
    close: () => worker.terminate(),
  };
}

if (!isMainThread && workerData?.statementProxy) {
  const { databaseUrl, shared } = workerData.statementProxy;
  const proxy = await startProxy(databaseUrl, () => Atomics.add(shared, 0, 1));
  parentPort.postMessage(proxy.url);
}

async function startProxy(databaseUrl, countStatement) {
  const target = new URL(databaseUrl);

  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
    upstream.pipe(client);

    let pending = Buffer.alloc(0);
    let startup = true;
    let skip = 0;
    client.on('data', (chunk) => {
      upstream.write(chunk);
      const buffer = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      let at = 0;
      for (;;) {
        if (skip > 0) {
          const step = Math.min(skip, buffer.length - at);
          at += step;
          skip -= step;
          if (skip > 0) break;
        }
        if (startup) {
          // Untyped start-up packets: length, then a code; SSL/GSS requests come before the real one.
          if (buffer.length - at < 8) break;
          const code = buffer.readInt32BE(at + 4);
          if (code !== SSL_REQUEST && code !== GSSENC_REQUEST) startup = false;
          skip = buffer.readInt32BE(at);
          continue;
        }
        if (buffer.length - at < 5) break;
        const type = buffer[at];
        if (type === QUERY || type === EXECUTE) countStatement();
        if (trace && at + 5 <= buffer.length) traceMessage(buffer, at);
        skip = 1 + buffer.readInt32BE(at + 1);
      }
      pending = buffer.subarray(at);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(server.address().port);
  return { url: url.toString() };
}

/**
 * Statements per request for one read: after `warmup` requests (pools
 * connected, sessions touched, caches filled as a steady state would have
 * them), the smallest average over `windows` runs of `samples` sequential
 * requests. The server's own background work (the job queue's polling and
 * maintenance) only ever adds statements, so the quietest window is the read's.
 */
export async function statementsPerRequest(counter, send, { warmup = 2, samples = 5, windows = 5 } = {}) {
  for (let i = 0; i < warmup; i += 1) await send();
  await settle();
  let fewest = Infinity;
  for (let window = 0; window < windows; window += 1) {
    const before = counter.read();
    for (let i = 0; i < samples; i += 1) await send();
    await settle();
    fewest = Math.min(fewest, (counter.read() - before) / samples);
  }
  return fewest;
}

// Work a response does not wait for (a background write, a session touch) lands a moment later.
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
