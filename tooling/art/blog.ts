/**
 * A cover for each blog post: the post's subject as one picture, in the same shapes and colours
 * as the rest of the set. Only numbers and codes as text, so one cover serves both languages.
 */
import {
  browser,
  check,
  circle,
  g,
  h,
  icon,
  iconTile,
  panel,
  path,
  phone,
  picture,
  rect,
  skeleton,
  stage,
  text,
  toneColours,
  type Palette,
  type Tone,
} from './kit';

/** A round key cap with an icon, as on a keyboard. */
function keyCap(p: Palette, x: number, y: number, name: string): string {
  return g(
    {},
    rect(x, y + 8, 96, 92, 20, { fill: p.line }),
    rect(x, y, 96, 92, 20, { fill: p.surface, stroke: p.line, 'stroke-width': 2 }),
    icon(name, x + 28, y + 26, 40, p.ink),
  );
}

/** Accessibility: a form that shows its focus, passes the contrast check and works by keyboard. */
function accessibilityIsAFeature(p: Palette): string {
  const x = 470;
  const y = 170;
  const form = [
    panel(p, x, y, 660, 600, { rx: 32 }),
    rect(x + 48, y + 56, 320, 28, 14, { fill: p.ink, opacity: 0.85 }),
    skeleton(x + 48, y + 110, [480, 380], { fill: p.faint, height: 14, gap: 16 }),
    rect(x + 48, y + 200, 150, 14, 7, { fill: p.muted, opacity: 0.6 }),
    rect(x + 48, y + 228, 564, 72, 16, { fill: p.surface, stroke: p.line, 'stroke-width': 3 }),
    rect(x + 72, y + 258, 190, 14, 7, { fill: p.ink, opacity: 0.7 }),
    rect(x + 48, y + 330, 150, 14, 7, { fill: p.muted, opacity: 0.6 }),
    // The field that has the focus: a clear ring, offset from the field.
    rect(x + 40, y + 350, 580, 88, 22, { fill: 'none', stroke: p.accent, 'stroke-width': 6 }),
    rect(x + 48, y + 358, 564, 72, 16, { fill: p.surface, stroke: p.brand, 'stroke-width': 3 }),
    rect(x + 72, y + 380, 4, 28, 2, { fill: p.ink }),
    rect(x + 48, y + 484, 240, 72, 36, { fill: p.brand }),
    icon('arrow-right', x + 144, y + 496, 48, p.onBrand, 2.5),
  ].join('');
  const person = [
    circle(330, 300, 130, { fill: p.brand, filter: 'url(#lift)' }),
    icon('accessible', 250, 220, 160, p.onBrand, 1.6),
  ].join('');
  const contrast = [
    panel(p, 1080, 150, 330, 120, { rx: 60, lift: true }),
    iconTile(p, 1104, 174, 72, 'contrast', 'sky'),
    text('7.4:1', 1196, 232, { size: 40, weight: 700, fill: p.ink }),
    check(1366, 210, 24, p.brand, p.onBrand),
  ].join('');
  const keys = [
    panel(p, 1030, 620, 400, 170, { rx: 32, lift: true }),
    keyCap(p, 1062, 648, 'arrow-bar-to-right'),
    keyCap(p, 1182, 648, 'arrow-down'),
    keyCap(p, 1302, 648, 'corner-down-left'),
  ].join('');
  const zoom = [
    panel(p, 160, 560, 240, 150, { rx: 32, lift: true }),
    text('A', 196, 666, { size: 56, weight: 600, fill: p.muted }),
    text('A', 262, 672, { size: 96, weight: 700, fill: p.ink }),
    icon('zoom-in', 336, 590, 40, p.brand),
  ].join('');
  return picture(p, stage(p, 0), form, person, contrast, keys, zoom);
}

/** Boring deployments: small changes through an all-green pipeline, many times a day. */
function boringDeployments(p: Palette): string {
  const stages: Array<[string, Tone]> = [
    ['git-commit', 'sky'],
    ['package', 'brand'],
    ['checklist', 'accent'],
    ['rocket', 'brand'],
  ];
  const pipeline = [
    panel(p, 170, 150, 1260, 250, { rx: 32 }),
    h('line', {
      x1: 320,
      y1: 275,
      x2: 1280,
      y2: 275,
      stroke: p.line,
      'stroke-width': 8,
      'stroke-linecap': 'round',
    }),
    h('line', {
      x1: 320,
      y1: 275,
      x2: 1280,
      y2: 275,
      stroke: p.brand,
      'stroke-width': 8,
      'stroke-linecap': 'round',
      opacity: 0.6,
    }),
    ...stages.map(([name, tone], index) => {
      const cx = 320 + index * 320;
      return g(
        {},
        circle(cx, 275, 70, { fill: p.surface, stroke: p.line, 'stroke-width': 3 }),
        iconTile(p, cx - 48, 227, 96, name, tone),
        check(cx + 52, 223, 24, p.brand, p.onBrand),
      );
    }),
  ].join('');
  // Deployments per day over three weeks: many, even, none failed.
  const week = [84, 92, 78, 88, 80, 14, 10];
  const bars = Array.from({ length: 21 }, (_, index) => week[(index + 2) % 7]! - (index % 3) * 4);
  const chart = [
    panel(p, 170, 460, 760, 380, { rx: 32 }),
    rect(210, 500, 200, 16, 8, { fill: p.faint }),
    text('14.2', 210, 590, { size: 56, weight: 700, fill: p.ink }),
    rect(360, 556, 100, 14, 7, { fill: p.faint }),
    ...bars.map((height, index) =>
      rect(214 + index * 32.5, 800 - height * 1.6, 20, height * 1.6, 8, {
        fill: p.brand,
        opacity: index === bars.length - 1 ? 1 : 0.7,
      }),
    ),
    h('line', { x1: 206, y1: 806, x2: 894, y2: 806, stroke: p.line, 'stroke-width': 3 }),
  ].join('');
  const flag = [
    panel(p, 1000, 470, 400, 140, { rx: 70, lift: true }),
    iconTile(p, 1028, 498, 84, 'flag', 'accent'),
    rect(1134, 536, 90, 14, 7, { fill: p.faint }),
    rect(1256, 515, 104, 56, 28, { fill: p.brand }),
    circle(1332, 543, 22, { fill: p.onBrand }),
  ].join('');
  const calm = [
    circle(1200, 740, 110, {
      fill: p.surface,
      stroke: p.line,
      'stroke-width': 2,
      filter: 'url(#lift)',
    }),
    icon('coffee', 1130, 670, 140, p.brand, 1.6),
  ].join('');
  return picture(p, stage(p, 1), pipeline, chart, flag, calm);
}

/** Choosing a partner: three offers side by side, one that answers every question. */
function choosingASoftwarePartner(p: Palette): string {
  const offer = (x: number, y: number, angle: number, marks: boolean[], best: boolean) =>
    g(
      { transform: `rotate(${angle} ${x + 180} ${y + 280})` },
      panel(p, x, y, 360, 560, { rx: 28, lift: best }),
      rect(x + 32, y + 36, 110, 20, 10, { fill: best ? p.brand : p.faint }),
      text('CHF', x + 32, y + 120, { size: 30, weight: 600, fill: p.muted }),
      rect(x + 106, y + 96, best ? 150 : 120, 26, 13, { fill: p.ink, opacity: 0.8 }),
      h('line', {
        x1: x + 32,
        y1: y + 160,
        x2: x + 328,
        y2: y + 160,
        stroke: p.line,
        'stroke-width': 2,
      }),
      ...marks.map((ok, index) =>
        g(
          {},
          ok
            ? check(x + 52, y + 212 + index * 70, 20, p.brand, p.onBrand)
            : g(
                {},
                circle(x + 52, y + 212 + index * 70, 20, { fill: p.dangerSoft }),
                icon('x', x + 38, y + 198 + index * 70, 28, p.danger, 3),
              ),
          rect(x + 90, y + 205 + index * 70, [180, 150, 200, 160][index]!, 14, 7, {
            fill: p.faint,
          }),
        ),
      ),
    );
  const offers = [
    offer(230, 230, -7, [true, false, true, false], false),
    offer(1010, 230, 7, [false, true, false, true], false),
    offer(620, 150, 0, [true, true, true, true], true),
  ].join('');
  const seal = [
    circle(960, 190, 64, { fill: p.accent, filter: 'url(#shadow)' }),
    icon('rosette-discount-check', 916, 146, 88, '#5c4300', 2),
  ].join('');
  const lens = [
    circle(420, 640, 110, {
      fill: p.surface,
      'fill-opacity': 0.35,
      stroke: p.ink,
      'stroke-width': 16,
    }),
    path('M498 718l96 96', { stroke: p.ink, 'stroke-width': 30, 'stroke-linecap': 'round' }),
  ].join('');
  return picture(p, stage(p, 2), offers, seal, lens);
}

/** Fractional CTO: a day and a half a week, and a plan for the first 90 days. */
function fractionalCto(p: Palette): string {
  const x = 170;
  const y = 150;
  const cell = 84;
  const days: string[] = [];
  for (let week = 0; week < 5; week++) {
    for (let day = 0; day < 7; day++) {
      const number = week * 7 + day + 1;
      if (number > 31) continue;
      const cx = x + 40 + day * cell;
      const cy = y + 150 + week * cell;
      const full = day === 1;
      const half = day === 3;
      days.push(
        g(
          {},
          full
            ? rect(cx, cy, cell - 12, cell - 12, 18, { fill: p.brand })
            : half
              ? rect(cx + 1.5, cy + 1.5, cell - 15, cell - 15, 16.5, {
                  fill: p.brandSoft,
                  stroke: p.brand,
                  'stroke-width': 3,
                })
              : rect(cx, cy, cell - 12, cell - 12, 18, {
                  fill: day > 4 ? p.sunken : p.surface,
                  stroke: p.line,
                  'stroke-width': 2,
                }),
          text(String(number), cx + (cell - 12) / 2, cy + 46, {
            size: 24,
            weight: full || half ? 700 : 500,
            fill: full ? p.onBrand : half ? p.brand : day > 4 ? p.muted : p.ink,
            anchor: 'middle',
          }),
        ),
      );
    }
  }
  const calendar = [
    panel(p, x, y, 660, 620, { rx: 32 }),
    icon('calendar', x + 40, y + 48, 52, p.brand),
    rect(x + 110, y + 62, 180, 24, 12, { fill: p.ink, opacity: 0.8 }),
    ...days,
  ].join('');
  // The first 90 days: listen, decide, hire.
  const trackY = 380;
  const milestones: Array<[number, string, Tone]> = [
    [30, 'ear', 'sky'],
    [60, 'compass', 'brand'],
    [90, 'users', 'accent'],
  ];
  const plan = [
    panel(p, 880, 190, 560, 380, { rx: 32, lift: true }),
    h('line', {
      x1: 940,
      y1: trackY,
      x2: 1380,
      y2: trackY,
      stroke: p.line,
      'stroke-width': 10,
      'stroke-linecap': 'round',
    }),
    h('line', {
      x1: 940,
      y1: trackY,
      x2: 1200,
      y2: trackY,
      stroke: p.brand,
      'stroke-width': 10,
      'stroke-linecap': 'round',
    }),
    circle(940, trackY, 14, { fill: p.brand }),
    ...milestones.map(([day, name, tone], index) => {
      const cx = 1060 + index * 140;
      const { solid } = toneColours(p, tone);
      return g(
        {},
        iconTile(p, cx - 44, trackY - 150, 88, name, tone),
        circle(cx, trackY, 20, {
          fill: p.surface,
          stroke: index < 2 ? solid : p.line,
          'stroke-width': 8,
        }),
        text(String(day), cx, trackY + 72, {
          size: 34,
          weight: 700,
          fill: p.ink,
          anchor: 'middle',
        }),
      );
    }),
    skeleton(940, 496, [300, 220], { fill: p.faint, height: 12, gap: 16 }),
  ].join('');
  // The legend: a full day and a half day each week.
  const legend = [
    panel(p, 960, 630, 400, 150, { rx: 32 }),
    rect(996, 668, 72, 72, 18, { fill: p.brand }),
    rect(1090, 712, 80, 12, 6, { fill: p.faint }),
    rect(1186, 669.5, 69, 69, 16.5, { fill: p.brandSoft, stroke: p.brand, 'stroke-width': 3 }),
    rect(1278, 712, 50, 12, 6, { fill: p.faint }),
    rect(1090, 684, 60, 12, 6, { fill: p.ink, opacity: 0.6 }),
    rect(1278, 684, 40, 12, 6, { fill: p.ink, opacity: 0.6 }),
  ].join('');
  return picture(p, stage(p, 0), calendar, plan, legend);
}

/** An MVP in eight weeks: a board of eight weeks, the scope cut to what matters, a launch. */
function mvpInEightWeeks(p: Palette): string {
  const left = 150;
  const top = 130;
  const columnWidth = 150;
  const board = [
    panel(p, left, top, 1300, 700, { rx: 32 }),
    ...Array.from({ length: 8 }, (_, week) => {
      const x = left + 40 + week * (columnWidth + 2.9);
      return g(
        {},
        rect(x, top + 40, columnWidth - 12, 620, 20, {
          fill: week === 7 ? p.accentSoft : p.sunken,
        }),
        text(String(week + 1), x + (columnWidth - 12) / 2, top + 100, {
          size: 36,
          weight: 700,
          fill: week === 7 ? p.accentInk : p.muted,
          anchor: 'middle',
        }),
      );
    }),
  ].join('');
  // What is built, one card per task across the weeks.
  const kept: Array<[number, number, number, Tone]> = [
    [0, 2, 0, 'sky'],
    [1, 3, 1, 'brand'],
    [2, 5, 0, 'brand'],
    [3, 5, 2, 'accent'],
    [5, 7, 1, 'brand'],
    [6, 8, 2, 'sky'],
    [0, 2, 4, 'brand'],
    [4, 7, 4, 'sky'],
  ];
  const cards = kept
    .map(([from, to, lane, tone]) => {
      const x = left + 48 + from * (columnWidth + 2.9);
      const width = (to - from) * (columnWidth + 2.9) - 28;
      const y = top + 150 + lane * 110;
      const { soft, ink } = toneColours(p, tone);
      return g(
        {},
        rect(x, y, width, 84, 18, { fill: soft, stroke: ink, 'stroke-width': 2 }),
        rect(x + 20, y + 24, Math.min(160, width - 40), 12, 6, { fill: ink, opacity: 0.8 }),
        rect(x + 20, y + 48, Math.min(100, width - 60), 10, 5, { fill: ink, opacity: 0.4 }),
      );
    })
    .join('');
  // What was cut: dashed, faded, with the scissors that cut it.
  const cut = [
    rect(left + 48 + 2 * 152.9, top + 480, 430, 84, 18, {
      fill: 'none',
      stroke: p.muted,
      'stroke-width': 3,
      'stroke-dasharray': '12 10',
      opacity: 0.6,
    }),
    rect(left + 68 + 2 * 152.9, top + 516, 180, 12, 6, { fill: p.muted, opacity: 0.25 }),
    h('line', {
      x1: left + 30 + 2 * 152.9,
      y1: top + 522,
      x2: left + 500 + 2 * 152.9,
      y2: top + 522,
      stroke: p.danger,
      'stroke-width': 4,
      opacity: 0.7,
    }),
    circle(left + 470 + 2 * 152.9, top + 480, 44, {
      fill: p.surface,
      stroke: p.line,
      'stroke-width': 2,
      filter: 'url(#shadow)',
    }),
    icon('scissors', left + 444 + 2 * 152.9, top + 454, 52, p.danger),
  ].join('');
  const launchX = left + 40 + 7 * (columnWidth + 2.9) + (columnWidth - 12) / 2;
  const launch = [
    check(launchX, top + 620, 40, p.accent, '#5c4300'),
    circle(1450, 124, 80, { fill: p.accent, filter: 'url(#lift)' }),
    icon('rocket', 1400, 74, 100, '#5c4300', 1.8),
  ].join('');
  return picture(p, stage(p, 1), board, cards, cut, launch);
}

/** Offline first: the technician's app keeps working underground; changes wait in an outbox. */
function offlineFirstMobileApps(p: Palette): string {
  const device = phone(p, 280, 110, 380, 780);
  const sc = device.screen;
  const app = [
    device.svg,
    iconTile(p, sc.x + 26, sc.y + 76, 60, 'antenna-bars-off', 'accent'),
    skeleton(sc.x + 102, sc.y + 90, [150, 90], { fill: p.faint, height: 12, gap: 12 }),
    text('#4711', sc.x + 26, sc.y + 200, { size: 34, weight: 700, fill: p.ink }),
    ...[0, 1, 2, 3].map((index) =>
      g(
        {},
        index < 3
          ? check(sc.x + 50, sc.y + 262 + index * 70, 20, p.brand, p.onBrand)
          : circle(sc.x + 50, sc.y + 262 + index * 70, 18, {
              fill: 'none',
              stroke: p.line,
              'stroke-width': 4,
            }),
        rect(sc.x + 86, sc.y + 255 + index * 70, [200, 160, 220, 140][index]!, 14, 7, {
          fill: p.faint,
        }),
      ),
    ),
    rect(sc.x + 26, sc.y + 540, sc.width - 52, 110, 20, {
      fill: p.sunken,
      stroke: p.line,
      'stroke-width': 2,
    }),
    path(
      `M${sc.x + 60} ${sc.y + 620}c14-30 28-44 36-34s-14 38-2 38 22-44 34-44-6 34 6 34 18-22 28-22 8 14 18 14`,
      {
        fill: 'none',
        stroke: p.ink,
        'stroke-width': 4,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      },
    ),
    rect(sc.x + 26, sc.y + 676, sc.width - 52, 64, 32, { fill: p.brand }),
    icon('check', sc.x + sc.width / 2 - 18, sc.y + 690, 36, p.onBrand, 2.5),
  ].join('');
  // The outbox: each change a command, waiting in order, with the time it was made.
  const outbox = [
    panel(p, 730, 300, 400, 420, { rx: 32, lift: true }),
    iconTile(p, 758, 328, 72, 'inbox', 'brand'),
    skeleton(846, 346, [140, 90], { fill: p.faint, height: 12, gap: 12 }),
    ...['09:12', '09:14', '09:31'].map((time, index) =>
      g(
        {},
        rect(758, 430 + index * 90, 344, 72, 18, {
          fill: p.sunken,
          stroke: p.line,
          'stroke-width': 2,
        }),
        icon('clock', 776, 448 + index * 90, 36, index === 0 ? p.accentInk : p.muted),
        text(time, 828, 476 + index * 90, { size: 24, weight: 600, fill: p.ink }),
        rect(920, 458 + index * 90, 150, 12, 6, { fill: p.faint }),
      ),
    ),
  ].join('');
  const handOver = [
    path('M672 520h34', { stroke: p.brand, 'stroke-width': 6, 'stroke-linecap': 'round' }),
    path('M700 506l16 14-16 14', {
      fill: 'none',
      stroke: p.brand,
      'stroke-width': 6,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  ].join('');
  // The server, out of reach for now; the dashed line is the sync that follows.
  const server = [
    path('M1130 510C1200 510 1220 360 1290 340', {
      fill: 'none',
      stroke: p.muted,
      'stroke-width': 5,
      'stroke-dasharray': '4 14',
      'stroke-linecap': 'round',
    }),
    circle(1330, 280, 110, {
      fill: p.surface,
      stroke: p.line,
      'stroke-width': 2,
      filter: 'url(#shadow)',
    }),
    icon('cloud', 1262, 212, 136, p.sky, 1.6),
    circle(1410, 360, 34, { fill: p.accent }),
    icon('refresh', 1390, 340, 40, '#5c4300', 2.5),
  ].join('');
  return picture(p, stage(p, 2), app, handOver, outbox, server);
}

/** A database drawn as a cylinder, centred on (cx, top). */
function cylinder(p: Palette, cx: number, top: number, rx: number, height: number): string {
  const ry = rx * 0.28;
  const bands = [1, 2].map((band) => {
    const y = top + (height * band) / 3;
    return path(`M${cx - rx} ${y}a${rx} ${ry} 0 0 0 ${2 * rx} 0`, {
      fill: 'none',
      stroke: p.onBrand,
      'stroke-width': 6,
      opacity: 0.5,
    });
  });
  return g(
    { filter: 'url(#lift)' },
    path(`M${cx - rx} ${top}v${height}a${rx} ${ry} 0 0 0 ${2 * rx} 0v-${height}z`, {
      fill: p.brand,
    }),
    ...bands,
    h('ellipse', { cx, cy: top, rx, ry, fill: p.theme === 'light' ? '#2b7377' : p.brandStrong }),
    h('ellipse', { cx, cy: top, rx: rx - 14, ry: ry - 8, fill: p.brand, opacity: 0.6 }),
  );
}

/** PostgreSQL is enough: one database doing the work of a queue, search, documents and reports. */
function postgresIsEnough(p: Palette): string {
  const jobs: Array<[number, number, string, Tone, string]> = [
    [200, 160, 'list-details', 'sky', 'queue'],
    [1100, 160, 'search', 'accent', 'search'],
    [200, 600, 'braces', 'brand', 'documents'],
    [1100, 600, 'chart-bar', 'sky', 'reports'],
  ];
  const satellites = jobs
    .map(([x, y, name, tone]) =>
      g(
        {},
        path(`M${x + 150} ${y + 80}L800 ${y < 400 ? 390 : 560}`, {
          stroke: p.line,
          'stroke-width': 8,
          'stroke-linecap': 'round',
          transform: x > 800 ? `translate(0 0)` : undefined,
        }),
        panel(p, x, y, 300, 170, { rx: 28 }),
        iconTile(p, x + 28, y + 28, 80, name, tone),
        skeleton(x + 128, y + 50, [130, 90], { fill: p.faint, height: 12, gap: 14 }),
        check(x + 270, y + 30, 24, p.brand, p.onBrand),
        skeleton(x + 28, y + 130, [240], { fill: p.faint, height: 10 }),
      ),
    )
    .join('');
  return picture(p, stage(p, 0), satellites, cylinder(p, 800, 330, 190, 330));
}

/** Data protection: personal data kept in Switzerland, protected by default, recorded in code. */
function swissDataProtection(p: Palette): string {
  const shield = [
    path('M800 130l260 90v200c0 180-120 300-260 360-140-60-260-180-260-360V220z', {
      fill: p.brand,
      filter: 'url(#lift)',
    }),
    path('M800 180l210 72v168c0 148-96 250-210 302-114-52-210-154-210-302V252z', {
      fill: 'none',
      stroke: p.onBrand,
      'stroke-width': 6,
      opacity: 0.35,
    }),
    icon('lock', 700, 330, 200, p.onBrand, 1.6),
  ].join('');
  const code = browser(p, 120, 200, 420, 330);
  const codeLines: Array<[number, number, string]> = [
    [0, 160, p.sky],
    [28, 220, p.brand],
    [28, 120, p.accent],
    [56, 180, p.faint],
    [0, 70, p.sky],
  ];
  const source = [
    code.svg,
    ...codeLines.map(([indent, width, colour], index) =>
      rect(156 + indent, code.top + 40 + index * 40, width, 14, 7, { fill: colour }),
    ),
  ].join('');
  const records = [
    panel(p, 1090, 190, 390, 360, { rx: 28, lift: true }),
    iconTile(p, 1118, 218, 72, 'clipboard-check', 'brand'),
    skeleton(1206, 236, [140, 90], { fill: p.faint, height: 12, gap: 12 }),
    ...[0, 1, 2].map((index) =>
      g(
        {},
        check(1140, 340 + index * 64, 20, p.brand, p.onBrand),
        rect(1176, 333 + index * 64, [230, 190, 250][index]!, 14, 7, { fill: p.faint }),
      ),
    ),
  ].join('');
  const hosting = [
    panel(p, 230, 620, 300, 120, { rx: 60, lift: true }),
    iconTile(p, 252, 642, 76, 'map-pin', 'accent'),
    text('CH', 350, 699, { size: 40, weight: 700, fill: p.ink }),
    check(480, 680, 24, p.brand, p.onBrand),
  ].join('');
  const alert = [
    panel(p, 1090, 610, 300, 120, { rx: 60, lift: true }),
    iconTile(p, 1112, 632, 76, 'bell-ringing', 'sky'),
    rect(1208, 664, 140, 14, 7, { fill: p.faint }),
  ].join('');
  return picture(p, stage(p, 1), source, records, hosting, alert, shield);
}

export const blogArt: Record<string, (palette: Palette) => string> = {
  'accessibility-is-a-feature': accessibilityIsAFeature,
  'boring-deployments': boringDeployments,
  'choosing-a-software-partner': choosingASoftwarePartner,
  'fractional-cto-when-and-why': fractionalCto,
  'mvp-in-eight-weeks': mvpInEightWeeks,
  'offline-first-mobile-apps': offlineFirstMobileApps,
  'postgres-is-enough': postgresIsEnough,
  'swiss-data-protection-for-developers': swissDataProtection,
};
