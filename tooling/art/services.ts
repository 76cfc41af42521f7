/**
 * One illustration per service: not a product, but the kind of work, in the same shapes and
 * colours as the case studies' mock-ups. No words, so one picture serves both languages.
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
  smooth,
  stage,
  text,
  type Palette,
} from './kit';

/** Web applications: an application's screens in layers, tested and shipped. */
function webApplications(p: Palette): string {
  const back = browser(p, 200, 110, 820, 560);
  const backContent = [
    rect(224, back.top + 24, 180, 440, 16, { fill: p.sunken }),
    skeleton(248, back.top + 56, [120, 90, 110, 80], { fill: p.faint, height: 14, gap: 26 }),
    rect(430, back.top + 24, 560, 160, 16, { fill: p.brandSoft }),
    skeleton(430, back.top + 220, [420, 360, 400], { fill: p.faint, height: 14, gap: 20 }),
  ].join('');

  const front = browser(p, 560, 260, 840, 600);
  const left = 560;
  const top = front.top;
  const cards: Array<[string, number]> = [
    [p.brand, 0.7],
    [p.accent, 0.45],
    [p.sky, 0.85],
  ];
  const frontContent = [
    rect(left + 28, top + 28, 220, 24, 12, { fill: p.ink, opacity: 0.85 }),
    rect(left + 640, top + 20, 172, 44, 22, { fill: p.brand }),
    ...cards.map(([color, share], index) => {
      const x = left + 28 + index * 264;
      return g(
        {},
        rect(x, top + 92, 248, 170, 18, { fill: p.surface, stroke: p.line, 'stroke-width': 2 }),
        rect(x + 24, top + 120, 90, 12, 6, { fill: p.faint }),
        ...[0, 1, 2, 3, 4, 5].map((bar) => {
          const height = 20 + ((bar * 37 + index * 23) % 70) * share;
          return rect(x + 28 + bar * 34, top + 236 - height, 20, height, 6, {
            fill: color,
            opacity: bar === 5 ? 1 : 0.55,
          });
        }),
      );
    }),
    ...[0, 1, 2, 3].map((row) =>
      g(
        {},
        rect(left + 28, top + 292 + row * 58, 784, 46, 12, {
          fill: row % 2 === 0 ? p.sunken : p.surface,
        }),
        circle(left + 56, top + 315 + row * 58, 9, { fill: row === 1 ? p.accent : p.brand }),
        rect(left + 84, top + 309 + row * 58, [220, 180, 250, 200][row]!, 12, 6, { fill: p.faint }),
        rect(left + 620, top + 309 + row * 58, 120, 12, 6, { fill: p.faint }),
      ),
    ),
    path(`M${left + 760} ${top + 36}l0 46 12-11 9 20 9-4-9-19 16-1z`, {
      fill: p.ink,
      stroke: p.surface,
      'stroke-width': 3,
      'stroke-linejoin': 'round',
    }),
  ].join('');

  // The code and the tests that guard it.
  const code = [
    panel(p, 110, 560, 400, 250, { rx: 24, lift: true }),
    iconTile(p, 138, 588, 64, 'code', 'sky'),
    ...[
      [0, 180, p.brand],
      [30, 140, p.accent],
      [30, 200, p.faint],
      [0, 110, p.sky],
    ].map(([indent, width, color], index) =>
      rect(138 + Number(indent), 680 + index * 28, Number(width), 12, 6, { fill: String(color) }),
    ),
  ].join('');
  const tests = [
    panel(p, 1180, 150, 260, 92, { rx: 46, lift: true }),
    check(1228, 196, 26, p.brand, p.onBrand),
    text('128', 1270, 208, { size: 34, weight: 700, fill: p.ink }),
    rect(1348, 188, 60, 14, 7, { fill: p.faint }),
  ].join('');

  return picture(p, stage(p, 0), back.svg, backContent, front.svg, frontContent, code, tests);
}

/** Mobile apps: two phones from one codebase, in sync, usable without a signal. */
function mobileApps(p: Palette): string {
  const left = phone(p, 470, 150, 340, 700);
  const right = phone(p, 830, 190, 340, 700);
  const ls = left.screen;
  const rs = right.screen;
  const list = [
    skeleton(ls.x + 26, ls.y + 88, [150], { fill: p.ink, height: 18 }),
    ...[0, 1, 2, 3].map((index) =>
      g(
        {},
        rect(ls.x + 22, ls.y + 140 + index * 112, ls.width - 44, 96, 20, {
          fill: p.surface,
          stroke: p.line,
          'stroke-width': 2,
        }),
        iconTile(
          p,
          ls.x + 38,
          ls.y + 156 + index * 112,
          64,
          ['map-pin', 'calendar', 'bell', 'user'][index]!,
          (['brand', 'accent', 'sky', 'brand'] as const)[index],
        ),
        skeleton(ls.x + 118, ls.y + 170 + index * 112, [130, 80], {
          fill: p.faint,
          height: 11,
          gap: 14,
        }),
      ),
    ),
  ].join('');
  const detail = [
    rect(rs.x, rs.y, rs.width, 300, 44, { fill: p.brandSoft }),
    rect(rs.x, rs.y + 250, rs.width, 50, 0, { fill: p.brandSoft }),
    path(`M${rs.x} ${rs.y + 300}l90-110 60 60 70-100 92 150z`, { fill: p.brand, opacity: 0.5 }),
    circle(rs.x + 230, rs.y + 120, 26, { fill: p.accent }),
    skeleton(rs.x + 26, rs.y + 336, [220, 160], { fill: p.ink, height: 16, gap: 16 }),
    skeleton(rs.x + 26, rs.y + 410, [250, 230, 180], { fill: p.faint, height: 11, gap: 14 }),
    rect(rs.x + 26, rs.y + 560, rs.width - 52, 64, 32, { fill: p.brand }),
  ].join('');
  // Between the two: synchronisation, and the promise that a tunnel loses nothing.
  const sync = [
    circle(820, 112, 62, {
      fill: p.surface,
      stroke: p.line,
      'stroke-width': 2,
      filter: 'url(#lift)',
    }),
    icon('refresh', 786, 78, 68, p.brand, 2.25),
  ].join('');
  const offline = [
    panel(p, 1150, 520, 300, 110, { rx: 55, lift: true }),
    iconTile(p, 1172, 541, 68, 'antenna-bars-off', 'accent'),
    check(1290, 575, 24, p.brand, p.onBrand),
    rect(1330, 568, 90, 14, 7, { fill: p.faint }),
  ].join('');
  const access = [
    panel(p, 200, 300, 220, 110, { rx: 55, lift: true }),
    iconTile(p, 221, 321, 68, 'accessible', 'sky'),
    check(340, 355, 24, p.brand, p.onBrand),
  ].join('');
  return picture(
    p,
    stage(p, 1),
    g({ transform: 'rotate(-6 640 500)' }, left.svg, list),
    g({ transform: 'rotate(5 1000 540)' }, right.svg, detail),
    sync,
    offline,
    access,
  );
}

/** System integration: systems joined through a queue, every message accounted for. */
function systemIntegration(p: Palette): string {
  const hub = { x: 620, y: 360, width: 360, height: 220 };
  const nodes: Array<{ x: number; y: number; name: string; tone: 'brand' | 'accent' | 'sky' }> = [
    { x: 130, y: 130, name: 'building-factory', tone: 'brand' },
    { x: 130, y: 620, name: 'users', tone: 'sky' },
    { x: 1230, y: 130, name: 'building-bank', tone: 'accent' },
    { x: 1230, y: 620, name: 'device-desktop', tone: 'brand' },
  ];
  const nodeW = 240;
  const nodeH = 170;
  const pipes = nodes
    .map((node, index) => {
      const fromLeft = node.x < hub.x;
      const start: [number, number] = [fromLeft ? node.x + nodeW : node.x, node.y + nodeH / 2];
      const end: [number, number] = [
        fromLeft ? hub.x : hub.x + hub.width,
        hub.y + hub.height / 2 + (node.y < hub.y ? -50 : 50),
      ];
      const mid = (start[0] + end[0]) / 2;
      const d = `M${start[0]} ${start[1]}C${mid} ${start[1]} ${mid} ${end[1]} ${end[0]} ${end[1]}`;
      const packet = (t: number) => {
        const u = 1 - t;
        const x = u ** 3 * start[0] + 3 * u * u * t * mid + 3 * u * t * t * mid + t ** 3 * end[0];
        const y =
          u ** 3 * start[1] + 3 * u * u * t * start[1] + 3 * u * t * t * end[1] + t ** 3 * end[1];
        return [x, y] as const;
      };
      const [ax, ay] = packet(0.3);
      const [bx, by] = packet(0.68);
      return g(
        {},
        path(d, { fill: 'none', stroke: p.line, 'stroke-width': 22, 'stroke-linecap': 'round' }),
        path(d, {
          fill: 'none',
          stroke: p.surface,
          'stroke-width': 8,
          'stroke-linecap': 'round',
          'stroke-dasharray': '2 18',
        }),
        rect(ax - 20, ay - 16, 40, 32, 9, { fill: index === 2 ? p.accent : p.brand }),
        rect(bx - 20, by - 16, 40, 32, 9, { fill: p.sky }),
      );
    })
    .join('');
  const systems = nodes
    .map((node) =>
      g(
        {},
        panel(p, node.x, node.y, nodeW, nodeH, { rx: 24 }),
        iconTile(p, node.x + 24, node.y + 24, 72, node.name, node.tone),
        skeleton(node.x + 24, node.y + 120, [150], { fill: p.faint, height: 14 }),
        skeleton(node.x + 116, node.y + 44, [90, 60], { fill: p.faint, height: 11, gap: 14 }),
      ),
    )
    .join('');
  const queue = [
    panel(p, hub.x, hub.y, hub.width, hub.height, { rx: 32, lift: true }),
    iconTile(p, hub.x + 28, hub.y + 28, 72, 'arrows-exchange', 'brand'),
    skeleton(hub.x + 120, hub.y + 46, [150, 100], { fill: p.faint, height: 12, gap: 14 }),
    ...[0, 1, 2, 3, 4].map((index) =>
      rect(hub.x + 28 + index * 62, hub.y + 132, 50, 56, 12, {
        fill: index < 4 ? p.brand : 'none',
        opacity: index < 4 ? 1 - index * 0.18 : 1,
        stroke: index === 4 ? p.line : 'none',
        'stroke-width': 3,
        'stroke-dasharray': index === 4 ? '8 6' : undefined,
      }),
    ),
  ].join('');
  // An outage on one side: the message waits and is retried; the others are confirmed.
  const retry = [
    circle(1075, 265, 34, { fill: p.accent, filter: 'url(#shadow)' }),
    icon('refresh', 1053, 243, 44, '#5c4300', 2.5),
  ].join('');
  const confirmed = check(520, 705, 30, p.brand, p.onBrand);
  const monitor = [
    panel(p, 610, 690, 380, 150, { rx: 24, lift: true }),
    path(`M640 790h60l24-50 30 80 26-54 20 24h60l18-30 22 30h70`, {
      fill: 'none',
      stroke: p.brand,
      'stroke-width': 6,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
    circle(950, 730, 10, { fill: p.brand }),
  ].join('');
  return picture(p, stage(p, 2), pipes, systems, queue, retry, confirmed, monitor);
}

/** Cloud operations: infrastructure as code, deployed to a cloud, watched around the clock. */
function cloudOperations(p: Palette): string {
  // A cloud built from a rounded base and three circles, in one colour so the union shows no seams.
  const cloud = g(
    { fill: p.brandSoft, filter: 'url(#shadow)' },
    g(
      {},
      rect(380, 420, 840, 230, 115),
      circle(580, 430, 150),
      circle(820, 340, 210),
      circle(1060, 450, 150),
    ),
  );
  const servers = [0, 1, 2]
    .map((index) => {
      const y = 360 + index * 78;
      return g(
        {},
        rect(600, y, 400, 62, 16, { fill: p.surface, stroke: p.line, 'stroke-width': 2 }),
        circle(632, y + 31, 9, { fill: index === 1 ? p.accent : p.brand }),
        circle(660, y + 31, 9, { fill: p.faint }),
        rect(700, y + 25, 180, 12, 6, { fill: p.faint }),
        rect(908, y + 22, 64, 18, 9, { fill: p.brandSoft }),
      );
    })
    .join('');
  // The infrastructure, as code.
  const codeLines: Array<[number, number, string]> = [
    [0, 170, p.sky],
    [30, 120, p.brand],
    [30, 200, p.faint],
    [30, 150, p.faint],
    [0, 60, p.sky],
  ];
  const code = [
    panel(p, 120, 560, 420, 290, { rx: 24, lift: true }),
    iconTile(p, 148, 588, 64, 'file-code', 'sky'),
    skeleton(230, 604, [120], { fill: p.faint, height: 12 }),
    ...codeLines.map(([indent, width, color], index) =>
      rect(148 + indent, 690 + index * 30, width, 12, 6, { fill: color }),
    ),
  ].join('');
  // Availability over the month.
  const uptime = [
    panel(p, 1050, 600, 420, 230, { rx: 24, lift: true }),
    text('99.95 %', 1080, 672, { size: 40, weight: 700, fill: p.ink }),
    ...Array.from({ length: 30 }, (_, index) =>
      rect(1080 + index * 12.4, 716, 8, 64, 4, {
        fill: index === 17 ? p.accent : p.brand,
        opacity: index === 17 ? 1 : 0.8,
      }),
    ),
  ].join('');
  const deploy = [
    panel(p, 1130, 150, 300, 100, { rx: 50, lift: true }),
    iconTile(p, 1152, 166, 68, 'rocket', 'accent'),
    check(1266, 200, 24, p.brand, p.onBrand),
    rect(1304, 193, 96, 14, 7, { fill: p.faint }),
  ].join('');
  const backup = [
    circle(330, 250, 70, {
      fill: p.surface,
      stroke: p.line,
      'stroke-width': 2,
      filter: 'url(#lift)',
    }),
    icon('database', 294, 214, 72, p.brand),
    circle(378, 298, 26, { fill: p.accent }),
    icon('refresh', 362, 282, 32, '#5c4300', 2.5),
  ].join('');
  return picture(p, stage(p, 1), cloud, servers, code, uptime, deploy, backup);
}

/** Product design: artboards, a pen curve, the colours and type of a design system. */
function productDesign(p: Palette): string {
  const canvas = { x: 160, y: 110, width: 1160, height: 700 };
  const dots: string[] = [];
  for (let x = canvas.x + 40; x < canvas.x + canvas.width; x += 40) {
    for (let y = canvas.y + 40; y < canvas.y + canvas.height; y += 40) {
      dots.push(`M${x} ${y}h0.1`);
    }
  }
  const board = (x: number, y: number, tone: 'brand' | 'accent') =>
    g(
      {},
      rect(x, y, 260, 480, 28, {
        fill: p.surface,
        stroke: p.line,
        'stroke-width': 2,
        filter: 'url(#shadow)',
      }),
      rect(x + 20, y + 20, 220, 150, 18, { fill: tone === 'brand' ? p.brandSoft : p.accentSoft }),
      skeleton(x + 24, y + 200, [170, 120], { fill: p.ink, height: 14, gap: 16 }),
      skeleton(x + 24, y + 270, [200, 190, 150], { fill: p.faint, height: 10, gap: 14 }),
      rect(x + 24, y + 400, 212, 52, 26, { fill: tone === 'brand' ? p.brand : p.accent }),
    );
  const workspace = [
    panel(p, canvas.x, canvas.y, canvas.width, canvas.height, { rx: 32, fill: p.sunken }),
    path(dots.join(''), { stroke: p.line, 'stroke-width': 5, 'stroke-linecap': 'round' }),
    board(250, 200, 'brand'),
    board(580, 240, 'accent'),
  ].join('');
  // The pen tool's curve: a smooth node selected, its two handles in line through it.
  const curve = [
    path('M900 730C890 610 990 650 1080 550S1160 350 1290 390', {
      fill: 'none',
      stroke: p.brand,
      'stroke-width': 6,
      'stroke-linecap': 'round',
    }),
    h('line', { x1: 990, y1: 650, x2: 1170, y2: 450, stroke: p.sky, 'stroke-width': 3 }),
    circle(990, 650, 10, { fill: p.surface, stroke: p.sky, 'stroke-width': 4 }),
    circle(1170, 450, 10, { fill: p.surface, stroke: p.sky, 'stroke-width': 4 }),
    rect(1066, 536, 28, 28, 6, { fill: p.sky }),
    rect(886, 716, 28, 28, 6, { fill: p.surface, stroke: p.brand, 'stroke-width': 4 }),
    rect(1276, 376, 28, 28, 6, { fill: p.surface, stroke: p.brand, 'stroke-width': 4 }),
  ].join('');
  // The design system: colours and type.
  const swatches = [
    panel(p, 300, 740, 460, 130, { rx: 65, lift: true }),
    ...[p.brand, p.accent, p.sky, p.ink, p.faint].map((colour, index) =>
      circle(366 + index * 82, 805, 32, { fill: colour, stroke: p.surface, 'stroke-width': 4 }),
    ),
  ].join('');
  const type = [
    panel(p, 1170, 80, 300, 210, { rx: 28, lift: true }),
    text('Aa', 1210, 218, { size: 120, weight: 700, fill: p.ink }),
    rect(1380, 130, 60, 12, 6, { fill: p.faint }),
    rect(1380, 158, 40, 12, 6, { fill: p.faint }),
    rect(1380, 186, 52, 12, 6, { fill: p.brand }),
  ].join('');
  const pointer = path('M1100 590l0 56 14-13 11 24 11-5-11-23 19-1z', {
    fill: p.ink,
    stroke: p.surface,
    'stroke-width': 3,
    'stroke-linejoin': 'round',
  });
  return picture(p, stage(p, 0), workspace, curve, swatches, type, pointer);
}

/** Technical leadership: a roadmap with milestones, recorded decisions, the first hires. */
function technicalLeadership(p: Palette): string {
  const road: Array<[number, number]> = [
    [150, 860],
    [420, 700],
    [560, 520],
    [820, 470],
    [1040, 360],
    [1180, 190],
  ];
  const roadmap = [
    path(smooth(road), {
      fill: 'none',
      stroke: p.line,
      'stroke-width': 40,
      'stroke-linecap': 'round',
    }),
    path(smooth(road), {
      fill: 'none',
      stroke: p.surface,
      'stroke-width': 6,
      'stroke-linecap': 'round',
      'stroke-dasharray': '22 22',
    }),
    check(420, 700, 36, p.brand, p.onBrand),
    check(560, 520, 36, p.brand, p.onBrand),
    circle(820, 470, 36, { fill: p.surface, stroke: p.accent, 'stroke-width': 10 }),
    circle(1040, 360, 30, { fill: p.surface, stroke: p.line, 'stroke-width': 8 }),
    // The flag at the end of the road.
    path('M1180 200V70', { stroke: p.ink, 'stroke-width': 8, 'stroke-linecap': 'round' }),
    path('M1184 72h120l-30 40 30 40h-120z', { fill: p.accent }),
    circle(1180, 200, 14, { fill: p.ink }),
  ].join('');
  // The compass the decisions are taken by.
  const compass = [
    circle(300, 270, 150, {
      fill: p.surface,
      stroke: p.line,
      'stroke-width': 2,
      filter: 'url(#lift)',
    }),
    circle(300, 270, 118, { fill: 'none', stroke: p.brandSoft, 'stroke-width': 14 }),
    ...[0, 90, 180, 270].map((angle) =>
      rect(296, 140, 8, 22, 4, { fill: p.muted, transform: `rotate(${angle} 300 270)` }),
    ),
    path('M300 270l-24-20 84-64-40 104z', { fill: p.brand }),
    path('M300 270l24 20-84 64 40-104z', { fill: p.accent }),
    circle(300, 270, 14, { fill: p.surface, stroke: p.ink, 'stroke-width': 5 }),
  ].join('');
  // Architecture decision records.
  const records = [
    panel(p, 1000, 560, 420, 140, { rx: 24 }),
    panel(p, 960, 620, 420, 220, { rx: 24, lift: true }),
    text('ADR-012', 992, 676, { size: 28, weight: 700, fill: p.brand }),
    skeleton(992, 706, [330, 290, 220], { fill: p.faint, height: 12, gap: 16 }),
    check(1330, 666, 24, p.brand, p.onBrand),
  ].join('');
  // The first hires.
  const team = [
    path('M700 190v40M700 230H580v40M700 230v40M700 230h120v40', {
      fill: 'none',
      stroke: p.line,
      'stroke-width': 6,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
    circle(700, 150, 40, { fill: p.brand }),
    icon('user', 678, 128, 44, p.onBrand),
    circle(580, 306, 34, { fill: p.skySoft }),
    icon('user', 562, 288, 36, p.sky),
    circle(700, 306, 34, { fill: p.accentSoft }),
    icon('user', 682, 288, 36, p.accentInk),
    circle(820, 306, 32, {
      fill: p.stage,
      stroke: p.muted,
      'stroke-width': 4,
      'stroke-dasharray': '8 8',
    }),
    icon('plus', 804, 290, 32, p.muted),
  ].join('');
  return picture(p, stage(p, 2), roadmap, compass, records, team);
}

export const serviceArt: Record<string, (palette: Palette) => string> = {
  'cloud-operations': cloudOperations,
  'mobile-apps': mobileApps,
  'product-design': productDesign,
  'system-integration': systemIntegration,
  'technical-leadership': technicalLeadership,
  'web-applications': webApplications,
};
