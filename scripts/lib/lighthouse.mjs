import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { findChromium } from './chromium.mjs';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Lighthouse (mobile preset, simulated throttling) on Debian's Chromium with a fresh profile,
 * `runs` successful times per URL; returns the median of each score and metric, and every
 * binary audit that failed in any run.
 */
export async function auditPage(url, runs = 3) {
  const results = [];
  // A run can fail for reasons of its own (a lost trace); try again, up to two extra runs.
  for (let run = 0; results.length < runs && run < runs + 2; run += 1) {
    const userDataDir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
    const chrome = await chromeLauncher.launch({
      chromePath: findChromium() ?? undefined,
      chromeFlags: [...CHROME_FLAGS, `--user-data-dir=${userDataDir}`],
      userDataDir: false,
    });
    try {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (lhr.runtimeError) {
        console.warn(`Lighthouse run ${run + 1} on ${url} failed: ${lhr.runtimeError.message}`);
        continue;
      }
      const scriptBytes = (lhr.audits['resource-summary']?.details?.items ?? []).find(
        (item) => item.resourceType === 'script',
      )?.transferSize;
      results.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
        seo: Math.round(lhr.categories.seo.score * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        scriptKiB: Number(((scriptBytes ?? 0) / 1024).toFixed(1)),
        failing: Object.values(lhr.audits)
          .filter(
            (audit) =>
              audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
          )
          .map((audit) => audit.id),
      });
    } finally {
      await chrome.kill();
      rmSync(userDataDir, { recursive: true, force: true });
    }
  }
  if (results.length < runs)
    throw new Error(`Only ${results.length} Lighthouse runs on ${url} succeeded`);
  const keys = [
    'performance',
    'accessibility',
    'bestPractices',
    'seo',
    'lcpMs',
    'tbtMs',
    'cls',
    'scriptKiB',
  ];
  return {
    ...Object.fromEntries(keys.map((key) => [key, median(results.map((result) => result[key]))])),
    failing: [...new Set(results.flatMap((result) => result.failing))],
  };
}
