import { Worker } from 'node:worker_threads';

/**
 * A visitor who opens `url` (or each of `urls` in turn) every `intervalMs` on a new connection, in
 * a thread of its own so that the load generator's work does not delay its measurement; `stop`
 * resolves to the number of visits and their p50, p99 and slowest in ms. For the benchmarks'
 * control visitor.
 *
 * @param {{ url?: string, urls?: string[], headers?: Record<string, string>, intervalMs: number }} options
 */
export function startControlVisitor({ url, urls = url ? [url] : [], headers = {}, intervalMs }) {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const { get } = require('node:http');
     const times = [];
     let stopped = false;
     let next = 0;
     parentPort.on('message', () => { stopped = true; });
     const visit = () => {
       if (stopped) return parentPort.postMessage(times);
       const started = performance.now();
       get(workerData.urls[next++ % workerData.urls.length], { agent: false, headers: workerData.headers }, (response) => {
         response.resume();
         response.on('end', () => {
           times.push(performance.now() - started);
           setTimeout(visit, workerData.intervalMs);
         });
       }).on('error', () => { times.push(Infinity); setTimeout(visit, workerData.intervalMs); });
     };
     visit();`,
    { eval: true, workerData: { urls, headers, intervalMs } },
  );
  return {
    /** @returns {Promise<{ visits: number, p50Ms: number, p99Ms: number, maxMs: number }>} */
    stop: () =>
      new Promise((resolve) => {
        worker.once('message', (/** @type {number[]} */ times) => {
          void worker.terminate();
          const sorted = [...times].sort((a, b) => a - b);
          const at = (/** @type {number} */ share) =>
            sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
          resolve({
            visits: sorted.length,
            p50Ms: at(0.5),
            p99Ms: at(0.99),
            maxMs: sorted.at(-1) ?? NaN,
          });
        });
        worker.postMessage('stop');
      }),
  };
}
