/**
 * The targets of `npm run bench`, which pages meet them, and the two ways the results are shown:
 * a table on the terminal and a self-contained HTML report (inline SVG, no external files).
 *
 * @typedef {import('./lighthouse.mjs').LighthouseSummary} LighthouseSummary
 * @typedef {{ template: string, locale: string, path: string, reference?: 'bare' | 'bareLong' | 'plain', photo?: boolean, simulated?: LighthouseSummary, devtools?: LighthouseSummary }} PageResult
 * @typedef {{ bare: PageResult, bareLong: PageResult }} References
 *   the short bare Next page and the long one, which the targets are relative to
 * @typedef {{ page: string, scripts: number, rawKiB: number, gzipKiB: number, brotliKiB: number, overBareKiB: number }} ScriptRow
 * @typedef {References & { date: string, machine: string, options: { runs: number, devtoolsRuns: number }, build: { siteSeconds: number, bareNextSeconds: number }, scripts: ScriptRow[], pages: PageResult[], plain: PageResult }} BenchResults
 */

export const TARGETS = {
  /** A full production build from scratch, in seconds. */
  buildSeconds: 120,
  /** Simulated LCP (median): at most this times the long bare page's, which has a page's text. */
  lcpOverBareLong: 1.1,
  /** Performance score (median): at least this times the long bare page's. */
  performanceOverBareLong: 1,
  /** Total Blocking Time (median): at most this times the long bare page's. */
  tbtOverBareLong: 1,
  /** Cumulative Layout Shift (median). */
  cls: 0,
  /** Accessibility, best practices and SEO. */
  score: 100,
  /** JavaScript a page may load over the bare Next page's, gzip: the framework is a given. */
  jsOverBareKiB: 8,
  /** Devtools LCP: at most this times the short bare page's where a picture paints last. */
  pictureDevtoolsLcpOverBare: 1.3,
  /** Devtools LCP: at most this times the short bare page's where a heading or text paints last. */
  textDevtoolsLcpOverBare: 1.15,
};

/** @typedef {'performance' | 'lcp' | 'devtoolsLcp' | 'tbt' | 'cls' | 'accessibility' | 'bestPractices' | 'seo' | 'js'} Check */

/**
 * `value` over `reference`, undefined when either is missing or the reference is 0.
 *
 * @param {number | undefined} value
 * @param {number | undefined} reference
 */
function ratioOf(value, reference) {
  return value !== undefined && reference ? value / reference : undefined;
}

/**
 * Whether the page's largest paint under devtools throttling is a picture, which waits for a
 * request of its own. A photo page always is; a page whose element is unknown is judged as text,
 * the stricter target.
 *
 * @param {PageResult} page
 */
function paintsPicture(page) {
  const element = page.devtools?.lcpElement ?? page.simulated?.lcpElement;
  return !!page.photo || element?.type === 'image';
}

/** The devtools LCP target that applies to the page, as a ratio to the short bare page's. */
function devtoolsLcpLimit(/** @type {PageResult} */ page) {
  return paintsPicture(page) ? TARGETS.pictureDevtoolsLcpOverBare : TARGETS.textDevtoolsLcpOverBare;
}

/**
 * Which targets the page's medians meet. The relative targets need the references' figures; a
 * page without a successful run meets none. The devtools LCP is not judged when neither the page
 * nor the bare page had devtools runs (`--no-devtools`).
 *
 * @param {PageResult} page
 * @param {References} references
 * @returns {Record<Check, boolean>}
 */
function checkPage(page, { bare, bareLong }) {
  const sim = page.simulated;
  const longSim = bareLong.simulated;
  const bareJs = bare.simulated?.scriptKiB ?? Infinity;
  const devtoolsRatio = ratioOf(page.devtools?.lcpMs, bare.devtools?.lcpMs);
  const atMost = (/** @type {number | undefined} */ ratio, /** @type {number} */ limit) =>
    ratio !== undefined && ratio <= limit;
  return {
    performance:
      !!sim &&
      !!longSim &&
      sim.performance >= longSim.performance * TARGETS.performanceOverBareLong,
    lcp: atMost(ratioOf(sim?.lcpMs, longSim?.lcpMs), TARGETS.lcpOverBareLong),
    devtoolsLcp:
      (!page.devtools && !bare.devtools) || atMost(devtoolsRatio, devtoolsLcpLimit(page)),
    tbt: !!sim && !!longSim && sim.tbtMs <= longSim.tbtMs * TARGETS.tbtOverBareLong,
    cls: !!sim && sim.cls <= TARGETS.cls,
    accessibility: !!sim && sim.accessibility >= TARGETS.score,
    bestPractices: !!sim && sim.bestPractices >= TARGETS.score,
    seo: !!sim && sim.seo >= TARGETS.score,
    js: !!sim && sim.scriptKiB <= bareJs + TARGETS.jsOverBareKiB,
  };
}

/**
 * A relative target's miss in words: the page's value, its ratio to the reference's and the
 * ratio allowed, "LCP 1900 ms, 1.25× the long bare page's 1520 ms (at most 1.1×)".
 *
 * @param {{ name: string, value: number | undefined, unit?: string, reference: string, referenceValue: number | undefined, limit: string }} miss
 */
function relativeMiss({ name, value, unit = '', reference, referenceValue, limit }) {
  const ratio = ratioOf(value, referenceValue);
  const against =
    referenceValue === undefined
      ? `${reference} has no run`
      : `${ratio === undefined ? '' : `${ratio.toFixed(2)}× `}${reference}'s ${referenceValue}${unit}`;
  return `${name} ${value ?? '–'}${unit}, ${against} (${limit})`;
}

/**
 * The targets the page misses, each with its value and, for the relative ones, its ratio to the
 * reference's.
 *
 * @param {PageResult} page
 * @param {References} references
 * @returns {string[]}
 */
export function missesOf(page, references) {
  const sim = page.simulated;
  if (!sim) return ['no Lighthouse run succeeded'];
  const { bare, bareLong } = references;
  const longSim = bareLong.simulated;
  const long = 'the long bare page';
  /** @type {Record<Check, string>} */
  const labels = {
    performance: relativeMiss({
      name: 'performance',
      value: sim.performance,
      reference: long,
      referenceValue: longSim?.performance,
      limit: `at least ${TARGETS.performanceOverBareLong}×`,
    }),
    lcp: relativeMiss({
      name: 'LCP',
      value: sim.lcpMs,
      unit: ' ms',
      reference: long,
      referenceValue: longSim?.lcpMs,
      limit: `at most ${TARGETS.lcpOverBareLong}×`,
    }),
    devtoolsLcp: relativeMiss({
      name: `LCP devtools (${lcpElementText(page)})`,
      value: page.devtools?.lcpMs,
      unit: ' ms',
      reference: 'the bare page',
      referenceValue: bare.devtools?.lcpMs,
      limit: `at most ${devtoolsLcpLimit(page)}×`,
    }),
    tbt: relativeMiss({
      name: 'TBT',
      value: sim.tbtMs,
      unit: ' ms',
      reference: long,
      referenceValue: longSim?.tbtMs,
      limit: `at most ${TARGETS.tbtOverBareLong}×`,
    }),
    cls: `CLS ${sim.cls}`,
    accessibility: `accessibility ${sim.accessibility}`,
    bestPractices: `best practices ${sim.bestPractices}`,
    seo: `SEO ${sim.seo}`,
    js: `JS ${sim.scriptKiB} KiB`,
  };
  const checks = checkPage(page, references);
  return /** @type {Check[]} */ (Object.keys(labels))
    .filter((key) => !checks[key])
    .map((key) => labels[key]);
}

/**
 * The element of the page's largest paint under devtools throttling (or, without such runs, the
 * simulated runs'), with the kind of target it gets: "picture: img", "text: h1".
 *
 * @param {PageResult} page
 */
function lcpElementText(page) {
  const element = page.devtools?.lcpElement ?? page.simulated?.lcpElement;
  return `${paintsPicture(page) ? 'picture' : 'text'}: ${element?.tag || '?'}`;
}

/** @type {Record<Check, string>} short names for the tables, whose cells show the values */
const SHORT_NAMES = {
  performance: 'perf',
  lcp: 'LCP',
  devtoolsLcp: 'LCP devtools',
  tbt: 'TBT',
  cls: 'CLS',
  accessibility: 'a11y',
  bestPractices: 'BP',
  seo: 'SEO',
  js: 'JS',
};

/**
 * The page's result against the targets in a few words: "met", or what it missed.
 *
 * @param {PageResult} page
 * @param {References} references
 */
function verdict(page, references) {
  if (page.reference) return 'reference';
  if (!page.simulated) return 'no Lighthouse run';
  const checks = checkPage(page, references);
  const missed = /** @type {Check[]} */ (Object.keys(SHORT_NAMES)).filter((key) => !checks[key]);
  return missed.length ? `missed: ${missed.map((key) => SHORT_NAMES[key]).join(', ')}` : 'met';
}

const TARGETS_TEXT =
  `simulated LCP ≤ ${TARGETS.lcpOverBareLong}×, performance ≥ ${TARGETS.performanceOverBareLong}× ` +
  `and TBT ≤ ${TARGETS.tbtOverBareLong}× the long bare Next page's; ` +
  `devtools LCP ≤ ${TARGETS.pictureDevtoolsLcpOverBare}× the bare Next page's where the largest paint is a picture ` +
  `(and on every photo page), ≤ ${TARGETS.textDevtoolsLcpOverBare}× where it is text; ` +
  `JS ≤ bare Next page + ${TARGETS.jsOverBareKiB} KiB gzip; CLS ${TARGETS.cls}; ` +
  `accessibility, best practices and SEO ${TARGETS.score}`;

/** What Lighthouse's script figure holds, which the page's own scripts in the HTML do not. */
const JS_SENT_TEXT =
  'JS sent: every script Lighthouse saw transferred until the network was quiet, ' +
  "including Next's prefetches of the pages linked in the first screen";

const fixed = (/** @type {number | undefined} */ value, digits = 0) =>
  value === undefined || Number.isNaN(value) ? '–' : value.toFixed(digits);

/** The median performance score, and the lowest run's in brackets when lower. */
const performanceText = (/** @type {LighthouseSummary | undefined} */ sim) =>
  sim
    ? `${sim.performance}${sim.minPerformance < sim.performance ? ` (${sim.minPerformance})` : ''}`
    : '–';

/** A ratio for the tables: "1.25×", or "–" without one. */
const ratioText = (/** @type {number | undefined} */ ratio) =>
  ratio === undefined ? '–' : `${ratio.toFixed(2)}×`;

/**
 * The comparison columns of one page, shared by both outputs: the simulated LCP against the long
 * bare page's, the devtools LCP and the JavaScript against the short one's.
 *
 * @param {PageResult} page
 * @param {References} references
 */
function compared(page, { bare, bareLong }) {
  const sim = page.simulated;
  const bareSim = bare.simulated;
  return {
    lcpRatio: ratioText(ratioOf(sim?.lcpMs, bareLong.simulated?.lcpMs)),
    devtoolsRatio: ratioText(ratioOf(page.devtools?.lcpMs, bare.devtools?.lcpMs)),
    jsOverBare:
      sim && bareSim
        ? `${sim.scriptKiB >= bareSim.scriptKiB ? '+' : ''}${(sim.scriptKiB - bareSim.scriptKiB).toFixed(1)}`
        : '–',
  };
}

/** @param {string[]} headers @param {string[][]} rows a plain text table, numbers right-aligned */
function textTable(headers, rows) {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const numeric = (/** @type {string} */ cell) => /^[-+–]?[\d.]+/.test(cell) || cell === '–';
  const line = (/** @type {string[]} */ cells) =>
    cells
      .map((cell, column) =>
        numeric(cell) && column > 0
          ? cell.padStart(widths[column] ?? 0)
          : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [
    line(headers),
    widths.map((width) => '─'.repeat(width)).join('  '),
    ...rows.map(line),
  ].join('\n');
}

/**
 * The Lighthouse table for the terminal: one row per page, the references first.
 *
 * @param {BenchResults} results
 */
export function lighthouseText(results) {
  const { pages, bare, bareLong, plain, options } = results;
  const rows = [bare, bareLong, plain, ...pages].map((page) => {
    const sim = page.simulated;
    const { lcpRatio, devtoolsRatio, jsOverBare } = compared(page, results);
    return [
      page.template,
      page.locale,
      performanceText(sim),
      fixed(sim?.lcpMs),
      fixed(page.devtools?.lcpMs),
      lcpElementText(page),
      fixed(sim?.tbtMs),
      fixed(sim?.cls, 3),
      fixed(sim?.scriptKiB, 1),
      lcpRatio,
      devtoolsRatio,
      jsOverBare,
      verdict(page, results),
    ];
  });
  return [
    `Lighthouse, mobile preset: median of ${options.runs} simulated run(s)` +
      (options.devtoolsRuns ? `, LCP (devtools) median of ${options.devtoolsRuns} run(s)` : '') +
      '; perf shows the lowest run in brackets when lower.',
    textTable(
      [
        'template',
        'locale',
        'perf',
        'LCP sim ms',
        'LCP devtools ms',
        'LCP element',
        'TBT ms',
        'CLS',
        'JS sent KiB',
        'LCP/long bare',
        'devtools/bare',
        'JS−bare KiB',
        'targets',
      ],
      rows,
    ),
    `Targets: ${TARGETS_TEXT}.`,
    `${JS_SENT_TEXT}.`,
  ].join('\n');
}

/** @param {ScriptRow[]} scripts */
export function scriptsText(scripts) {
  return textTable(
    ['page', 'scripts', 'raw KiB', 'gzip KiB', 'brotli KiB', 'gzip − bare KiB'],
    scripts.map((row) => [
      row.page,
      String(row.scripts),
      row.rawKiB.toFixed(1),
      row.gzipKiB.toFixed(1),
      row.brotliKiB.toFixed(1),
      row.overBareKiB.toFixed(1),
    ]),
  );
}

const escapeHtml = (/** @type {unknown} */ text) =>
  String(text).replace(
    /[&<>"]/g,
    (char) =>
      /** @type {Record<string, string>} */ ({
        '&': '&amp;',
        '<': '&lt;',
        '>': '&gt;',
        '"': '&quot;',
      })[char] ?? char,
  );

const COLOURS = {
  met: '#2e7d32',
  missed: '#c62828',
  devtools: '#5c6bc0',
  bare: '#8e24aa',
  bareLong: '#d81b60',
  plain: '#6d6d6d',
  target: '#c62828',
  grid: '#e0e0e0',
};

/** Round ticks from 0 past `max`: steps of 1, 2 or 5 times a power of ten, at most `count`. */
function ticks(/** @type {number} */ max, count = 5) {
  const raw = Math.max(max, 1) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 5, 10].find((factor) => factor * power >= raw) ?? 10) * power;
  return Array.from({ length: Math.ceil(max / step) + 1 }, (_, index) => index * step);
}

/**
 * The chart: per page a bar for the simulated LCP (green when it meets the target, red when
 * not) with the devtools LCP below it, and the TBT beside; the references are the first three
 * rows and their values also run as vertical lines through every row, the simulated targets
 * (relative to the long bare page) as dashed red lines. Drawn in layers: row backgrounds, grid,
 * bars, then the lines over them.
 *
 * @param {BenchResults} results
 */
function chartSvg(results) {
  const { pages, bare, bareLong, plain } = results;
  const rows = [bare, bareLong, plain, ...pages];
  const labelWidth = 190;
  const gap = 50;
  const rowHeight = 26;
  const top = 102;
  const bottom = top + rows.length * rowHeight;
  const longSim = bareLong.simulated;
  const lcpLimit = longSim && longSim.lcpMs * TARGETS.lcpOverBareLong;
  const tbtLimit = longSim && longSim.tbtMs * TARGETS.tbtOverBareLong;
  const panels = [
    {
      title: 'Largest Contentful Paint, ms',
      left: labelWidth,
      width: 600,
      target: lcpLimit,
      values: rows.flatMap((page) => [page.simulated?.lcpMs ?? 0, page.devtools?.lcpMs ?? 0]),
    },
    {
      title: 'Total Blocking Time, ms',
      left: labelWidth + 600 + gap,
      width: 330,
      target: tbtLimit,
      values: rows.map((page) => page.simulated?.tbtMs ?? 0),
    },
  ].map((panel) => {
    const axis = ticks(Math.max(panel.target ?? 0, ...panel.values), panel.width > 400 ? 6 : 4);
    const max = /** @type {number} */ (axis.at(-1));
    return {
      ...panel,
      axis,
      x: (/** @type {number} */ ms) => panel.left + (ms / max) * panel.width,
    };
  });
  const [lcp, tbt] = /** @type {[(typeof panels)[0], (typeof panels)[0]]} */ (panels);
  const width = tbt.left + tbt.width + 30;
  /** @type {{ background: string[], grid: string[], bars: string[], lines: string[] }} */
  const layers = { background: [], grid: [], bars: [], lines: [] };

  const legend = [
    [COLOURS.met, 'simulated LCP / TBT, target met'],
    [COLOURS.missed, 'target missed'],
    ...(rows.some((page) => page.devtools)
      ? [[COLOURS.devtools, 'LCP, devtools (real) throttling']]
      : []),
    [COLOURS.bare, 'bare Next'],
    [COLOURS.bareLong, 'bare Next (long)'],
    [COLOURS.plain, 'plain HTML'],
  ];
  let legendX = labelWidth;
  for (const [fill, text] of legend) {
    layers.grid.push(
      `<rect x="${legendX}" y="4" width="12" height="12" fill="${fill}"/>`,
      `<text x="${legendX + 17}" y="14">${text}</text>`,
    );
    legendX += 40 + text.length * 6.2;
  }
  layers.grid.push(
    `<line x1="${legendX}" x2="${legendX + 24}" y1="10" y2="10" stroke="${COLOURS.target}" stroke-width="2" stroke-dasharray="6 4"/>`,
    `<text x="${legendX + 30}" y="14">target</text>`,
  );

  for (const panel of panels) {
    layers.grid.push(`<text x="${panel.left}" y="42" class="title">${panel.title}</text>`);
    for (const value of panel.axis) {
      layers.grid.push(
        `<line x1="${panel.x(value)}" x2="${panel.x(value)}" y1="${top}" y2="${bottom}" stroke="${COLOURS.grid}"/>`,
        `<text x="${panel.x(value)}" y="${bottom + 15}" text-anchor="middle" class="tick">${value}</text>`,
      );
    }
    layers.grid.push(
      `<line x1="${panel.left}" x2="${panel.left}" y1="${top}" y2="${bottom}" stroke="#999"/>`,
    );
  }

  /** A vertical line through every row, its label above the plot (row 0 to 3 of labels). */
  const line = (
    /** @type {(typeof panels)[0]} */ panel,
    /** @type {number | undefined} */ value,
    /** @type {string} */ colour,
    /** @type {string} */ label,
    /** @type {number} */ labelRow,
  ) => {
    if (value === undefined) return;
    const x = panel.x(value);
    const dashed = colour === COLOURS.target ? ' stroke-dasharray="6 4"' : ' stroke-opacity="0.7"';
    // Labels right of the panel's middle end at their line, so that none runs off the chart.
    const right = x > panel.left + panel.width / 2;
    layers.lines.push(
      `<line x1="${x}" x2="${x}" y1="${58 + labelRow * 12}" y2="${bottom}" stroke="${colour}" stroke-width="2"${dashed}/>`,
      `<text x="${right ? x - 4 : x + 4}" y="${66 + labelRow * 12}" fill="${colour}" class="marker"${right ? ' text-anchor="end"' : ''}>${escapeHtml(label)}</text>`,
    );
  };
  for (const [panel, metric, limit] of /** @type {const} */ ([
    [lcp, 'lcpMs', lcpLimit],
    [tbt, 'tbtMs', tbtLimit],
  ])) {
    line(panel, limit, COLOURS.target, `target ${fixed(limit)}`, 0);
    line(panel, bare.simulated?.[metric], COLOURS.bare, `bare Next ${bare.simulated?.[metric]}`, 1);
    line(panel, longSim?.[metric], COLOURS.bareLong, `bare Next (long) ${longSim?.[metric]}`, 2);
    line(
      panel,
      plain.simulated?.[metric],
      COLOURS.plain,
      `plain HTML ${plain.simulated?.[metric]}`,
      3,
    );
  }

  rows.forEach((page, index) => {
    const y = top + index * rowHeight;
    const sim = page.simulated;
    const reference = page.reference;
    const shade =
      reference === 'bare' || reference === 'bareLong'
        ? '#f6eefa'
        : reference
          ? '#efefef'
          : index % 2
            ? '#fafafa'
            : '';
    if (shade) {
      layers.background.push(
        `<rect x="0" y="${y}" width="${width}" height="${rowHeight}" fill="${shade}"/>`,
      );
    }
    layers.background.push(
      `<text x="${labelWidth - 8}" y="${y + 17}" text-anchor="end"${reference ? ' class="reference"' : ''}>${escapeHtml(`${page.template} · ${page.locale}`)}</text>`,
    );
    const checks = reference ? undefined : checkPage(page, results);
    const colour = (/** @type {'lcp' | 'tbt'} */ check) =>
      reference ? COLOURS[reference] : checks?.[check] ? COLOURS.met : COLOURS.missed;
    const bar = (
      /** @type {(typeof panels)[0]} */ panel,
      /** @type {number | undefined} */ value,
      /** @type {number} */ barY,
      /** @type {number} */ barHeight,
      /** @type {string} */ fill,
      /** @type {string} */ title,
    ) => {
      if (value === undefined) return;
      const end = panel.x(value);
      layers.bars.push(
        `<rect x="${panel.left}" y="${barY}" width="${Math.max(end - panel.left, 1)}" height="${barHeight}" fill="${fill}"><title>${escapeHtml(`${page.template} ${page.locale}: ${title} ${value} ms`)}</title></rect>`,
        `<text x="${end + 4}" y="${barY + barHeight - 1}" class="value">${value}</text>`,
      );
    };
    bar(lcp, sim?.lcpMs, y + 3, 11, colour('lcp'), 'LCP simulated');
    bar(lcp, page.devtools?.lcpMs, y + 15, 8, COLOURS.devtools, 'LCP devtools throttling');
    bar(tbt, sim?.tbtMs, y + 6, 13, colour('tbt'), 'TBT');
  });

  const height = bottom + 24;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="LCP and TBT per page">
<style>text{font:12px system-ui,sans-serif;fill:#222}.title{font-weight:600;font-size:14px}.tick{font-size:11px;fill:#555}.value{font-size:10px;fill:#333}.marker{font-size:11px;font-weight:600}.reference{font-style:italic}</style>
${[...layers.background, ...layers.grid, ...layers.bars, ...layers.lines].join('\n')}
</svg>`;
}

/**
 * The Lighthouse table, met targets in green and missed ones in red (references uncoloured).
 *
 * @param {BenchResults} results
 */
function lighthouseTableHtml(results) {
  const { pages, bare, bareLong, plain } = results;
  const body = [bare, bareLong, plain, ...pages]
    .map((page) => {
      const sim = page.simulated;
      const checks = page.reference ? undefined : checkPage(page, results);
      const result = verdict(page, results);
      const { lcpRatio, devtoolsRatio, jsOverBare } = compared(page, results);
      /** @param {string} text @param {Check} [check] */
      const cell = (text, check) =>
        `<td${checks && check ? ` class="${checks[check] ? 'met' : 'missed'}"` : ''}>${escapeHtml(text)}</td>`;
      const beforeLcp = sim?.lcpRequests ?? [];
      return `<tr${page.reference ? ' class="reference"' : ''}>
<th scope="row">${escapeHtml(page.template)} <span class="locale">${escapeHtml(page.locale)}</span><code class="path" title="${escapeHtml(page.path)}">${escapeHtml(page.path)}</code></th>
${cell(performanceText(sim), 'performance')}
${cell(fixed(sim?.accessibility), 'accessibility')}${cell(fixed(sim?.bestPractices), 'bestPractices')}${cell(fixed(sim?.seo), 'seo')}
${cell(fixed(sim?.lcpMs), 'lcp')}${cell(fixed(page.devtools?.lcpMs), 'devtoolsLcp')}${cell(lcpElementText(page))}${cell(fixed(sim?.fcpMs))}
${cell(fixed(sim?.tbtMs), 'tbt')}${cell(fixed(sim?.cls, 3), 'cls')}
${cell(fixed(sim?.scriptKiB, 1), 'js')}${cell(jsOverBare)}${cell(lcpRatio)}${cell(devtoolsRatio)}${cell(fixed(sim?.totalKiB, 1))}
${cell(`${beforeLcp.length} · ${beforeLcp.reduce((sum, request) => sum + request.transferKiB, 0).toFixed(1)} KiB`)}
<td class="verdict ${page.reference ? '' : result === 'met' ? 'met' : 'missed'}">${escapeHtml(result)}</td>
</tr>`;
    })
    .join('\n');
  return `<table>
<thead><tr><th>Page</th><th>Perf (lowest)</th><th>A11y</th><th>BP</th><th>SEO</th><th>LCP sim ms</th><th>LCP devtools ms</th><th>LCP element</th><th>FCP ms</th><th>TBT ms</th><th>CLS</th><th>JS sent KiB</th><th>JS − bare</th><th>LCP / long bare</th><th>Devtools / bare</th><th>Total KiB</th><th>Before LCP</th><th class="verdict">Targets</th></tr></thead>
<tbody>
${body}
</tbody>
</table>`;
}

/** @param {BenchResults} results the requests that finished before the LCP, per page */
function lcpRequestsHtml({ pages, bare, bareLong, plain }) {
  return [bare, bareLong, plain, ...pages]
    .filter((page) => page.simulated)
    .map((page) => {
      const sim = /** @type {LighthouseSummary} */ (page.simulated);
      const rows = sim.lcpRequests
        .map(
          (request) =>
            `<tr><td>${request.endMs}</td><td>${escapeHtml(request.resourceType)}</td><td>${escapeHtml(request.priority)}</td><td>${request.transferKiB.toFixed(1)}</td><td><code>${escapeHtml(request.url)}</code></td></tr>`,
        )
        .join('');
      return `<details><summary>${escapeHtml(`${page.template} · ${page.locale}`)}: ${sim.lcpRequests.length} request${sim.lcpRequests.length === 1 ? '' : 's'} before the observed LCP at ${sim.observedLcpMs} ms</summary>
<table class="requests"><thead><tr><th>end ms</th><th>type</th><th>priority</th><th>KiB</th><th>URL</th></tr></thead><tbody>${rows}</tbody></table></details>`;
    })
    .join('\n');
}

/** @param {BenchResults} results the long tasks that make up the TBT, per page */
function blockingSourcesHtml({ pages, bare, bareLong, plain }) {
  return [bare, bareLong, plain, ...pages]
    .filter((page) => page.simulated)
    .map((page) => {
      const sim = /** @type {LighthouseSummary} */ (page.simulated);
      const rows = sim.blockingSources
        .map(
          (source) =>
            `<tr><td>${source.blockingMs}</td><td>${source.tasks}</td><td><code>${escapeHtml(source.source)}</code></td></tr>`,
        )
        .join('');
      return `<details><summary>${escapeHtml(`${page.template} · ${page.locale}`)}: TBT ${sim.tbtMs} ms</summary>
<table class="requests"><thead><tr><th>blocking ms</th><th>tasks</th><th>source</th></tr></thead><tbody>${rows}</tbody></table></details>`;
    })
    .join('\n');
}

/**
 * The whole report as one HTML document.
 *
 * @param {BenchResults} results
 * @param {string[]} failures the missed targets, empty when every one is met
 */
export function reportHtml(results, failures) {
  const { build, scripts, options, pages, bare, bareLong } = results;
  const metCount = pages.filter((page) => missesOf(page, results).length === 0).length;
  const hasLighthouse = [bare, bareLong, ...pages].some((page) => page.simulated);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>npm run bench — ${escapeHtml(results.date)}</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;color:#222;margin:24px;max-width:1400px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:28px 0 8px}
.summary{font-size:18px;padding:10px 14px;border-radius:6px;display:inline-block;margin:8px 0}
.summary.ok{background:#e6f4ea;color:#1b5e20}.summary.fail{background:#fdecea;color:#b71c1c}
table{border-collapse:collapse;font-size:13px}th,td{border:1px solid #ddd;padding:4px 6px;text-align:right;vertical-align:top}
th[scope=row],thead th:first-child,.verdict,.requests td:last-child{text-align:left}td,th[scope=row]{white-space:nowrap}
thead th{background:#f4f4f4;position:sticky;top:0}
td.met{background:#e6f4ea}td.missed{background:#fdecea;color:#b71c1c;font-weight:600}
tr.reference th,tr.reference td{background:#f6f3f8;font-style:italic}
.locale{color:#666;font-weight:400}code{font-size:12px;color:#555}
.path{display:block;max-width:190px;overflow:hidden;text-overflow:ellipsis;font-weight:400}
details{margin:2px 0}
.muted{color:#666}
</style>
</head>
<body>
<h1>npm run bench</h1>
<p class="muted">${escapeHtml(results.date)} · ${escapeHtml(results.machine)} · ${hasLighthouse ? `Lighthouse mobile preset, median of ${options.runs} simulated run(s)${options.devtoolsRuns ? `, ${options.devtoolsRuns} with devtools throttling` : ', devtools throttling skipped'}, interleaved` : 'Lighthouse skipped'}</p>
<p class="summary ${failures.length ? 'fail' : 'ok'}">${failures.length ? `${failures.length} target(s) missed` : 'Every target met'}${hasLighthouse ? ` · ${metCount} of ${pages.length} pages meet every Lighthouse target` : ''}</p>
<p>Targets: ${escapeHtml(TARGETS_TEXT)}. Full build ≤ ${TARGETS.buildSeconds} s. ${escapeHtml(JS_SENT_TEXT)}.</p>
${failures.length ? `<details><summary>Every missed target</summary><ul>${failures.map((failure) => `<li>${escapeHtml(failure)}</li>`).join('')}</ul></details>` : ''}
${hasLighthouse ? `<h2>LCP and TBT per page</h2>\n${chartSvg(results)}\n<h2>Lighthouse per page</h2>\n${lighthouseTableHtml(results)}` : ''}
<h2>Build</h2>
<table><thead><tr><th>Build</th><th>Seconds</th></tr></thead><tbody>
<tr><th scope="row">The site, from scratch (target ≤ ${TARGETS.buildSeconds} s)</th><td class="${build.siteSeconds <= TARGETS.buildSeconds ? 'met' : 'missed'}">${build.siteSeconds.toFixed(1)}</td></tr>
<tr class="reference"><th scope="row">The bare Next app, short and long page</th><td>${build.bareNextSeconds.toFixed(1)}</td></tr>
</tbody></table>
<h2>JavaScript in each page's HTML (gzip level 9; target: bare page + ${TARGETS.jsOverBareKiB} KiB)</h2>
<table><thead><tr><th>Page</th><th>Scripts</th><th>Raw KiB</th><th>Gzip KiB</th><th>Brotli KiB</th><th>Gzip − bare</th></tr></thead><tbody>
${scripts
  .map(
    (row, index) =>
      `<tr${index === 0 ? ' class="reference"' : ''}><th scope="row"><code>${escapeHtml(row.page)}</code></th><td>${row.scripts}</td><td>${row.rawKiB.toFixed(1)}</td><td>${row.gzipKiB.toFixed(1)}</td><td>${row.brotliKiB.toFixed(1)}</td><td${index === 0 ? '' : ` class="${row.overBareKiB <= TARGETS.jsOverBareKiB ? 'met' : 'missed'}"`}>${row.overBareKiB.toFixed(1)}</td></tr>`,
  )
  .join('\n')}
</tbody></table>
${hasLighthouse ? `<h2>Requests that finished before the LCP (median run, observed load)</h2>\n<p class="muted">What the simulator counts into the LCP: the network requests that ended before the largest paint in the unthrottled load.</p>\n${lcpRequestsHtml(results)}\n<h2>Long tasks that make up the TBT (median run, simulated)</h2>\n<p class="muted">Each task's time beyond 50 ms after the first paint, summed by the script that ran it; "Unattributable" and the page's own URL are parsing, style and layout.</p>\n${blockingSourcesHtml(results)}` : ''}
</body>
</html>
`;
}
