import { describe, expect, it } from 'vitest';

import {
  type BenchResults,
  lighthouseText,
  missesOf,
  type PageResult,
  reportHtml,
  TARGETS,
} from './bench-report.mjs';
import { type LcpElement, type LighthouseSummary } from './lighthouse.mjs';

const HEADING: LcpElement = { tag: 'h1', type: 'text', selector: 'main > h1' };
const PICTURE: LcpElement = { tag: 'img', type: 'image', selector: 'main > img' };

/** A median of runs with every score at 100 and no layout shift; `figures` sets the rest. */
function summary(figures: Partial<LighthouseSummary> = {}): LighthouseSummary {
  const metrics = {
    performance: 100,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 1500,
    fcpMs: 900,
    tbtMs: 20,
    cls: 0,
    scriptKiB: 140,
    totalKiB: 180,
    requests: 12,
    ...figures,
  };
  return {
    runs: 1,
    minPerformance: metrics.performance,
    lcpElement: HEADING,
    observedLcpMs: 300,
    lcpRequests: [],
    blockingSources: [],
    failing: [],
    perRun: [metrics],
    ...metrics,
    ...figures,
  };
}

const bare: PageResult = {
  template: 'bare Next',
  locale: 'en',
  path: '/',
  reference: 'bare',
  simulated: summary({ lcpMs: 800, tbtMs: 0, scriptKiB: 135 }),
  devtools: summary({ lcpMs: 600 }),
};
const bareLong: PageResult = {
  template: 'bare Next (long)',
  locale: 'en',
  path: '/long',
  reference: 'bareLong',
  simulated: summary({ performance: 98, lcpMs: 1500, tbtMs: 40, scriptKiB: 135 }),
  devtools: summary({ lcpMs: 650 }),
};
const references = { bare, bareLong };

/** A site page that meets every target against `references`, with `changes` on top. */
function sitePage(
  changes: { simulated?: Partial<LighthouseSummary>; devtools?: Partial<LighthouseSummary> } = {},
  photo = false,
): PageResult {
  return {
    template: 'about',
    locale: 'en',
    path: '/about/',
    ...(photo ? { photo } : {}),
    simulated: summary({ performance: 98, lcpMs: 1600, tbtMs: 40, ...changes.simulated }),
    devtools: summary({ lcpMs: 680, ...changes.devtools }),
  };
}

describe('missesOf', () => {
  it('finds nothing missed on a page within every target', () => {
    expect(missesOf(sitePage(), references)).toEqual([]);
  });

  it('holds the simulated LCP to 1.1 times the long bare page’s, and names value and ratio', () => {
    expect(TARGETS.lcpOverBareLong).toBe(1.1);
    expect(missesOf(sitePage({ simulated: { lcpMs: 1650 } }), references)).toEqual([]);
    expect(missesOf(sitePage({ simulated: { lcpMs: 1800 } }), references)).toEqual([
      "LCP 1800 ms, 1.20× the long bare page's 1500 ms (at most 1.1×)",
    ]);
  });

  it('holds the performance score and the TBT to the long bare page’s', () => {
    expect(missesOf(sitePage({ simulated: { performance: 97 } }), references)).toEqual([
      "performance 97, 0.99× the long bare page's 98 (at least 1×)",
    ]);
    expect(missesOf(sitePage({ simulated: { tbtMs: 41 } }), references)).toEqual([
      "TBT 41 ms, 1.02× the long bare page's 40 ms (at most 1×)",
    ]);
    expect(missesOf(sitePage({ simulated: { performance: 100, tbtMs: 0 } }), references)).toEqual(
      [],
    );
  });

  it('names the reference’s value alone where a ratio to it means nothing', () => {
    const idleLong = { ...bareLong, simulated: summary({ performance: 98, tbtMs: 0 }) };
    expect(missesOf(sitePage({ simulated: { tbtMs: 10 } }), { bare, bareLong: idleLong })).toEqual([
      "TBT 10 ms, the long bare page's 0 ms (at most 1×)",
    ]);
  });

  it('holds a heading’s devtools LCP to 1.15 times the short bare page’s', () => {
    expect(missesOf(sitePage({ devtools: { lcpMs: 690 } }), references)).toEqual([]);
    expect(missesOf(sitePage({ devtools: { lcpMs: 720 } }), references)).toEqual([
      "LCP devtools (text: h1) 720 ms, 1.20× the bare page's 600 ms (at most 1.15×)",
    ]);
  });

  it('holds a picture’s devtools LCP to 1.3 times the short bare page’s', () => {
    const picture = { lcpElement: PICTURE };
    expect(missesOf(sitePage({ devtools: { lcpMs: 720, ...picture } }), references)).toEqual([]);
    expect(missesOf(sitePage({ devtools: { lcpMs: 800, ...picture } }), references)).toEqual([
      "LCP devtools (picture: img) 800 ms, 1.33× the bare page's 600 ms (at most 1.3×)",
    ]);
  });

  it('judges a photo page by the picture’s target whatever paints last', () => {
    expect(missesOf(sitePage({ devtools: { lcpMs: 720 } }, true), references)).toEqual([]);
    expect(missesOf(sitePage({ devtools: { lcpMs: 800 } }, true), references)).toEqual([
      "LCP devtools (picture: h1) 800 ms, 1.33× the bare page's 600 ms (at most 1.3×)",
    ]);
  });

  it('takes the element from the simulated runs when the devtools runs name none', () => {
    const page = sitePage({
      simulated: { lcpElement: PICTURE },
      devtools: { lcpMs: 720, lcpElement: undefined },
    });
    expect(missesOf(page, references)).toEqual([]);
  });

  it('skips the devtools LCP without devtools runs, and misses it when only the page lacks one', () => {
    const { devtools: _page, ...withoutDevtools } = sitePage();
    const { devtools: _bare, ...bareWithoutDevtools } = bare;
    expect(missesOf(withoutDevtools, { bare: bareWithoutDevtools, bareLong })).toEqual([]);
    expect(missesOf(withoutDevtools, references)).toEqual([
      "LCP devtools (text: h1) – ms, the bare page's 600 ms (at most 1.15×)",
    ]);
  });

  it('misses every relative target when the long bare page has no run', () => {
    const { simulated: _, ...unmeasured } = bareLong;
    expect(missesOf(sitePage(), { bare, bareLong: unmeasured })).toEqual([
      'performance 98, the long bare page has no run (at least 1×)',
      'LCP 1600 ms, the long bare page has no run (at most 1.1×)',
      'TBT 40 ms, the long bare page has no run (at most 1×)',
    ]);
  });

  it('holds the JavaScript sent to the short bare page’s plus 8 KiB', () => {
    expect(missesOf(sitePage({ simulated: { scriptKiB: 143 } }), references)).toEqual([]);
    expect(missesOf(sitePage({ simulated: { scriptKiB: 143.5 } }), references)).toEqual([
      'JS 143.5 KiB',
    ]);
  });

  it('says so when no run succeeded', () => {
    const { simulated: _, ...unmeasured } = sitePage();
    expect(missesOf(unmeasured, references)).toEqual(['no Lighthouse run succeeded']);
  });
});

describe('the reports', () => {
  const results: BenchResults = {
    date: '2026-12-03T10:00:00.000Z',
    machine: '2 cores',
    options: { runs: 1, devtoolsRuns: 1 },
    build: { siteSeconds: 50, bareNextSeconds: 10 },
    scripts: [
      {
        page: 'bare Next /',
        scripts: 6,
        rawKiB: 400,
        gzipKiB: 135,
        brotliKiB: 120,
        overBareKiB: 0,
      },
    ],
    pages: [sitePage(), sitePage({ devtools: { lcpMs: 800, lcpElement: PICTURE } })],
    bare,
    bareLong,
    plain: { template: 'plain HTML', locale: 'en', path: '/', reference: 'plain' },
  };

  it('show the long bare page beside the others, and each page’s largest paint', () => {
    const text = lighthouseText(results);
    expect(text).toContain('bare Next (long)');
    expect(text).toContain('LCP/long bare');
    expect(text).toContain('picture: img');
    expect(text).toContain('missed: LCP devtools');
    const html = reportHtml(results, ['/about/ (LCP devtools)']);
    expect(html).toContain('bare Next (long) · en');
    expect(html).toContain('target 1650');
    expect(html).toContain('1 of 2 pages meet every Lighthouse target');
  });
});
