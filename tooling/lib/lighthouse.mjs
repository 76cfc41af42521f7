import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { chromiumFlags, findChromium } from '../../tests/support/chromium.mjs';

const CHROME_FLAGS = ['--headless=new', ...chromiumFlags];

/**
 * @typedef {{ url: string, resourceType: string, priority: string, endMs: number, transferKiB: number }} LcpRequest
 *   a request that finished before the largest paint (end time from the first request's start)
 * @typedef {{ performance: number, accessibility: number, bestPractices: number, seo: number, lcpMs: number, fcpMs: number, tbtMs: number, cls: number, scriptKiB: number, totalKiB: number, requests: number }} RunMetrics
 * @typedef {{ source: string, tasks: number, blockingMs: number }} BlockingSource
 *   long tasks after the first paint, by the script they ran (or the page itself), with the part
 *   of each beyond 50 ms summed: what the TBT is made of
 * @typedef {{ tag: string, type: 'image' | 'text', selector: string }} LcpElement
 *   the element of the largest paint: its tag (`img`, `h1`, …), whether the paint was a picture
 *   or text, and Lighthouse's selector for it
 * @typedef {RunMetrics & { lcpElement?: LcpElement, observedLcpMs: number, lcpRequests: LcpRequest[], blockingSources: BlockingSource[], failing: string[] }} LighthouseRun
 * @typedef {RunMetrics & { runs: number, minPerformance: number, lcpElement?: LcpElement, observedLcpMs: number, lcpRequests: LcpRequest[], blockingSources: BlockingSource[], failing: string[], perRun: (RunMetrics & { lcpElement?: LcpElement })[] }} LighthouseSummary
 *   the median of every metric, the lowest performance score, the LCP element and requests of
 *   the run with the median LCP and the blocking tasks of the run with the median TBT
 */

/** @type {(keyof RunMetrics)[]} */
const METRICS = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'lcpMs',
  'fcpMs',
  'tbtMs',
  'cls',
  'scriptKiB',
  'totalKiB',
  'requests',
];

const kib = (/** @type {number} */ bytes) => Number((bytes / 1024).toFixed(1));

/** @param {number[]} values the middle value (the upper one of an even count): a measured one */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return /** @type {number} */ (sorted[Math.floor(sorted.length / 2)]);
}

/**
 * The requests that finished before the largest paint in the observed (unthrottled) load. The
 * simulator builds its LCP estimate from the requests the page made before that paint, so this
 * list is what the simulated LCP pays for. Both clocks are taken back to the same origin: the
 * network table counts from the first request, the metrics carry trace timestamps (µs).
 *
 * @param {import('lighthouse').Result} lhr
 * @returns {{ observedLcpMs: number, lcpRequests: LcpRequest[] }}
 */
function requestsBeforeLcp(lhr) {
  /** @type {any} */
  const metrics = lhr.audits.metrics?.details;
  /** @type {any} */
  const network = lhr.audits['network-requests']?.details;
  const lcpTs = metrics?.items?.[0]?.observedLargestContentfulPaintTs;
  const networkStartTs = network?.debugData?.networkStartTimeTs;
  if (typeof lcpTs !== 'number' || typeof networkStartTs !== 'number') {
    return { observedLcpMs: NaN, lcpRequests: [] };
  }
  const observedLcpMs = (lcpTs - networkStartTs) / 1000;
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const lcpRequests = (network.items ?? [])
    .filter(
      (/** @type {any} */ item) =>
        typeof item.networkEndTime === 'number' && item.networkEndTime <= observedLcpMs,
    )
    .map((/** @type {any} */ item) => ({
      url: String(item.url).startsWith(origin) ? String(item.url).slice(origin.length) : item.url,
      resourceType: item.resourceType ?? '',
      priority: item.priority ?? '',
      endMs: Math.round(item.networkEndTime),
      transferKiB: kib(item.transferSize ?? 0),
    }));
  return { observedLcpMs: Math.round(observedLcpMs), lcpRequests };
}

/** Elements whose largest paint is a picture, for a run whose trace does not say. */
const PICTURE_TAGS = new Set(['img', 'image', 'svg', 'video']);

/**
 * The element of the largest paint, from the report's `largest-contentful-paint-element` audit.
 * Whether it painted a picture comes from the trace's LCP event, which Lighthouse keeps in its
 * artifacts; the tag decides only when that is missing, since a CSS background makes any tag a
 * picture.
 *
 * @param {import('lighthouse').Result} lhr
 * @param {import('lighthouse').Artifacts | undefined} artifacts
 * @returns {LcpElement | undefined}
 */
function lcpElementOf(lhr, artifacts) {
  /** @type {any} */
  const details = lhr.audits['largest-contentful-paint-element']?.details;
  const node = details?.items?.[0]?.items?.[0]?.node;
  if (!node) return undefined;
  const tag = /^<([a-z][\w-]*)/i.exec(String(node.snippet ?? ''))?.[1]?.toLowerCase() ?? '';
  const traceType = artifacts?.TraceElements?.find(
    (element) => element.traceEventType === 'largest-contentful-paint',
  )?.type;
  const type =
    traceType === 'image' || traceType === 'text'
      ? traceType
      : PICTURE_TAGS.has(tag)
        ? 'image'
        : 'text';
  return { tag, type, selector: String(node.selector ?? '') };
}

/**
 * The long tasks that fall after the first contentful paint, by source, in the run's own timing
 * (simulated or devtools-throttled): Lighthouse's TBT sums each one's time beyond 50 ms between
 * the first paint and Time to Interactive, so this is its breakdown.
 *
 * @param {import('lighthouse').Result} lhr
 * @returns {BlockingSource[]}
 */
function blockingSourcesOf(lhr) {
  /** @type {any[]} */
  const tasks = /** @type {any} */ (lhr.audits['long-tasks']?.details)?.items ?? [];
  const fcpMs = lhr.audits['first-contentful-paint']?.numericValue ?? 0;
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  /** @type {Map<string, BlockingSource>} */
  const sources = new Map();
  for (const task of tasks) {
    const end = task.startTime + task.duration;
    const blockingMs = end - Math.max(task.startTime, fcpMs) - 50;
    if (blockingMs <= 0) continue;
    const url = String(task.url ?? 'Unattributable');
    const source = url.startsWith(origin) ? url.slice(origin.length) || '/' : url;
    const entry = sources.get(source) ?? { source, tasks: 0, blockingMs: 0 };
    entry.tasks += 1;
    entry.blockingMs += blockingMs;
    sources.set(source, entry);
  }
  return [...sources.values()]
    .map((entry) => ({ ...entry, blockingMs: Math.round(entry.blockingMs) }))
    .sort((a, b) => b.blockingMs - a.blockingMs);
}

/**
 * One Lighthouse run (mobile preset) on Debian's Chromium with a fresh profile. With
 * `throttlingMethod: 'simulate'` (Lighthouse's default) the page loads at full speed and the
 * metrics are estimated for a slow 4G phone; with 'devtools' Chromium really throttles the
 * network and CPU to the same preset, so the LCP is measured, not modelled. A run can fail for
 * reasons of its own (a lost trace): it is tried up to three times, then given up (undefined).
 *
 * @param {string} url
 * @param {{ throttlingMethod?: 'simulate' | 'devtools' }} [options]
 * @returns {Promise<LighthouseRun | undefined>}
 */
export async function lighthouseRun(url, { throttlingMethod = 'simulate' } = {}) {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const userDataDir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
    const chrome = await chromeLauncher.launch({
      chromePath: findChromium() ?? undefined,
      chromeFlags: [...CHROME_FLAGS, `--user-data-dir=${userDataDir}`],
      userDataDir: false,
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        throttlingMethod,
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const lhr = result?.lhr;
      if (!lhr || lhr.runtimeError) {
        console.warn(`Lighthouse attempt ${attempt} on ${url}: ${lhr?.runtimeError?.message}`);
        continue;
      }
      const score = (/** @type {string} */ id) =>
        Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const value = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
      /** @type {any[]} */
      const summary = /** @type {any} */ (lhr.audits['resource-summary']?.details)?.items ?? [];
      const bytesOf = (/** @type {string} */ type) =>
        summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
      return {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(value('largest-contentful-paint')),
        fcpMs: Math.round(value('first-contentful-paint')),
        tbtMs: Math.round(value('total-blocking-time')),
        cls: Number(value('cumulative-layout-shift').toFixed(3)),
        scriptKiB: kib(bytesOf('script')),
        totalKiB: kib(bytesOf('total')),
        requests: summary.find((item) => item.resourceType === 'total')?.requestCount ?? 0,
        lcpElement: lcpElementOf(lhr, result?.artifacts),
        ...requestsBeforeLcp(lhr),
        blockingSources: blockingSourcesOf(lhr),
        failing: Object.values(lhr.audits)
          .filter(
            (audit) =>
              audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
          )
          .map((audit) => audit.id),
      };
    } finally {
      await chrome.kill();
      rmSync(userDataDir, { recursive: true, force: true });
    }
  }
  return undefined;
}

/**
 * The median of each metric over `runs`, undefined without any.
 *
 * @param {LighthouseRun[]} runs
 * @returns {LighthouseSummary | undefined}
 */
export function summarizeRuns(runs) {
  if (runs.length === 0) return undefined;
  const medianLcp = median(runs.map((run) => run.lcpMs));
  const medianRun = /** @type {LighthouseRun} */ (runs.find((run) => run.lcpMs === medianLcp));
  const medianTbt = median(runs.map((run) => run.tbtMs));
  const medianTbtRun = /** @type {LighthouseRun} */ (runs.find((run) => run.tbtMs === medianTbt));
  return {
    .../** @type {RunMetrics} */ (
      Object.fromEntries(METRICS.map((key) => [key, median(runs.map((run) => run[key]))]))
    ),
    runs: runs.length,
    minPerformance: Math.min(...runs.map((run) => run.performance)),
    lcpElement: medianRun.lcpElement,
    observedLcpMs: medianRun.observedLcpMs,
    lcpRequests: medianRun.lcpRequests,
    blockingSources: medianTbtRun.blockingSources,
    failing: [...new Set(runs.flatMap((run) => run.failing))],
    perRun: runs.map((run) => ({
      .../** @type {RunMetrics} */ (Object.fromEntries(METRICS.map((key) => [key, run[key]]))),
      lcpElement: run.lcpElement,
    })),
  };
}
