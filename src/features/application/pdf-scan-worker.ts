import { parentPort } from 'node:worker_threads';

import { scanPdf } from './pdf-active-content';

/** Scans CVs on a thread of their own (`pdf-scan.ts`), away from the one that serves pages. */
parentPort?.on('message', ({ id, bytes }: { id: number; bytes: Uint8Array }) => {
  parentPort?.postMessage({ id, scan: scanPdf(bytes) });
});
