import 'server-only';

import { Worker } from 'node:worker_threads';

import { scanPdf, type PdfScan } from './pdf-active-content';

type Waiting = { resolve: (scan: PdfScan) => void; bytes: Uint8Array };

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, Waiting>();

/** Scans what the worker had not answered when it failed on this thread, so none is lost. */
function rescueWaiting(error: unknown) {
  console.error('The CV scanner thread failed; scanning on the main thread', error);
  worker = undefined;
  for (const [id, { resolve, bytes }] of waiting) {
    waiting.delete(id);
    resolve(scanPdf(bytes));
  }
}

function scanner(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./pdf-scan-worker.ts', import.meta.url));
  // An idle scanner must not keep the server from exiting.
  started.unref();
  started.on('message', ({ id, scan }: { id: number; scan: PdfScan }) => {
    waiting.get(id)?.resolve(scan);
    waiting.delete(id);
  });
  started.on('error', rescueWaiting);
  started.on('exit', (code) => {
    if (waiting.size > 0) rescueWaiting(new Error(`exited with ${code}`));
    if (worker === started) worker = undefined;
  });
  worker = started;
  return started;
}

/** On its own thread; the bytes are copied, not moved, as the caller stores them afterwards. */
export function scanPdfInWorker(bytes: Uint8Array): Promise<PdfScan> {
  return new Promise((resolve) => {
    const id = nextId++;
    waiting.set(id, { resolve, bytes });
    try {
      scanner().postMessage({ id, bytes });
    } catch (error) {
      rescueWaiting(error);
    }
  });
}
