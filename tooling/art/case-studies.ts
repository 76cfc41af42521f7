/**
 * Mock-ups of the software each case study describes, drawn for it. Labels are limited to
 * numbers, names and codes that read the same in English and German, so that one picture serves
 * both languages.
 */
import {
  browser,
  check,
  circle,
  g,
  h,
  icon,
  initialBadge,
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

/** A truck seen from the side, drawn in a 40 × 28 box at (x, y). */
function truck(x: number, y: number, fill: string, wheel: string, scale = 1): string {
  return g(
    { transform: `translate(${x} ${y}) scale(${scale})` },
    rect(0, 2, 24, 18, 3, { fill }),
    path('M26 8h7l6 7v5H26z', { fill }),
    circle(9, 22, 4.5, { fill: wheel }),
    circle(31, 22, 4.5, { fill: wheel }),
  );
}

/** Alpina Logistics: the dispatch board, with a delivery being dragged to another vehicle. */
function alpinaLogisticsDispatch(p: Palette): string {
  const win = browser(p, 96, 76, 1240, 800);
  const left = 96;
  const top = win.top;
  const vehicles = [
    'SG 412 087',
    'SG 98 114',
    'SG 301 555',
    'TG 77 210',
    'AR 12 845',
    'SG 256 903',
  ];
  const rowTop = top + 150;
  const rowHeight = 84;
  const axisLeft = 372;
  const axisRight = 896;
  const hours = [6, 8, 10, 12, 14, 16];
  const hourX = (hour: number) => axisLeft + ((hour - 6) / 11) * (axisRight - axisLeft);
  // Deliveries per vehicle: [start hour, end hour, colour].
  const blocks: Array<Array<[number, number, 'brand' | 'soft' | 'accent' | 'sky']>> = [
    [
      [6.5, 8.6, 'brand'],
      [9, 11.2, 'soft'],
      [12.2, 14.5, 'brand'],
    ],
    [
      [7, 9.5, 'soft'],
      [10, 12.4, 'sky'],
      [13.4, 15.8, 'soft'],
    ],
    [
      [6.2, 7.9, 'sky'],
      [8.3, 10.2, 'brand'],
      [14.2, 16.6, 'brand'],
    ],
    [
      [7.5, 10, 'brand'],
      [10.4, 12, 'soft'],
      [12.5, 15, 'sky'],
    ],
    [
      [6.4, 9, 'soft'],
      [11.8, 13.8, 'brand'],
    ],
    [
      [8, 10.6, 'brand'],
      [11, 13.2, 'soft'],
      [13.6, 16, 'sky'],
    ],
  ];
  const fills = {
    brand: { fill: p.brand, stroke: p.brand, bar: p.onBrand },
    soft: { fill: p.brandSoft, stroke: p.brand, bar: p.brand },
    accent: { fill: p.accentSoft, stroke: p.accent, bar: p.accentInk },
    sky: { fill: p.skySoft, stroke: p.sky, bar: p.sky },
  };

  const toolbar = [
    rect(left + 28, top + 28, 44, 44, 12, { fill: p.brand }),
    truck(left + 30, top + 36, p.onBrand, p.brand, 1),
    skeleton(left + 88, top + 36, [150, 96], { fill: p.faint, height: 12, gap: 10 }),
    rect(left + 340, top + 26, 196, 48, 24, { fill: p.sunken, stroke: p.line, 'stroke-width': 2 }),
    text('14.05.2024', left + 438, top + 58, {
      size: 22,
      weight: 600,
      fill: p.ink,
      anchor: 'middle',
    }),
    rect(left + 556, top + 26, 120, 48, 24, { fill: p.brandSoft }),
    text('180', left + 630, top + 58, { size: 22, weight: 700, fill: p.brand, anchor: 'middle' }),
    rect(left + 574, top + 40, 22, 20, 4, { fill: 'none', stroke: p.brand, 'stroke-width': 3 }),
    rect(left + 692, top + 26, 120, 48, 24, { fill: p.accentSoft }),
    truck(left + 708, top + 37, p.accentInk, p.accentSoft, 0.8),
    text('38', left + 774, top + 58, {
      size: 22,
      weight: 700,
      fill: p.accentInk,
      anchor: 'middle',
    }),
  ].join('');

  const axis = hours
    .map((hour) => {
      const x = hourX(hour);
      return [
        text(`${String(hour).padStart(2, '0')}:00`, x, rowTop - 22, {
          size: 18,
          weight: 500,
          fill: p.muted,
          anchor: 'middle',
        }),
        h('line', {
          x1: x,
          y1: rowTop - 8,
          x2: x,
          y2: rowTop + vehicles.length * rowHeight,
          stroke: p.line,
          'stroke-width': 2,
          'stroke-dasharray': '4 8',
        }),
      ].join('');
    })
    .join('');

  const rows = vehicles
    .map((plate, index) => {
      const y = rowTop + index * rowHeight;
      const cells = blocks[index]!.map(([from, to, tone]) => {
        const style = fills[tone];
        const x = hourX(from);
        const width = hourX(to) - x - 6;
        return g(
          {},
          rect(x, y + 16, width, rowHeight - 32, 12, {
            fill: style.fill,
            stroke: style.stroke,
            'stroke-width': 2,
          }),
          rect(x + 14, y + rowHeight / 2 - 5, Math.max(16, width * 0.45), 10, 5, {
            fill: style.bar,
            opacity: 0.7,
          }),
        );
      }).join('');
      return [
        index % 2 === 0 ? rect(left + 20, y, 880, rowHeight, 12, { fill: p.sunken }) : '',
        truck(left + 36, y + 28, p.muted, index % 2 === 0 ? p.sunken : p.surface, 0.9),
        text(plate, left + 84, y + 50, { size: 20, weight: 600, fill: p.ink }),
        cells,
      ].join('');
    })
    .join('');

  const nowX = hourX(9.6);
  const now = [
    h('line', {
      x1: nowX,
      y1: rowTop - 8,
      x2: nowX,
      y2: rowTop + vehicles.length * rowHeight,
      stroke: p.accent,
      'stroke-width': 4,
    }),
    circle(nowX, rowTop - 8, 8, { fill: p.accent }),
  ].join('');

  // The delivery being moved by drag and drop, lifted above the board, and the pointer.
  const dragX = hourX(10.3);
  const dragY = rowTop + 2 * rowHeight + 6;
  const dragged = [
    rect(hourX(10.4), rowTop + 4 * rowHeight + 16, hourX(11.7) - hourX(10.4), rowHeight - 32, 12, {
      fill: 'none',
      stroke: p.accent,
      'stroke-width': 3,
      'stroke-dasharray': '10 8',
    }),
    g(
      { transform: `rotate(-3 ${dragX + 80} ${dragY + 30})` },
      rect(dragX, dragY, 170, rowHeight - 24, 14, {
        fill: p.accent,
        filter: 'url(#lift)',
      }),
      rect(dragX + 18, dragY + 22, 90, 10, 5, { fill: p.accentInk, opacity: 0.8 }),
      rect(dragX + 18, dragY + 40, 56, 8, 4, { fill: p.accentInk, opacity: 0.45 }),
    ),
    path(`M${dragX + 132} ${dragY + 34}l0 46 12-11 9 20 9-4-9-19 16-1z`, {
      fill: p.ink,
      stroke: p.surface,
      'stroke-width': 3,
      'stroke-linejoin': 'round',
    }),
  ].join('');

  // The map of the day's route in eastern Switzerland: roads, a lake, numbered stops.
  const mapX = 930;
  const mapY = top + 104;
  const mapW = 380;
  const mapH = 610;
  const stops: Array<[number, number]> = [
    [mapX + 80, mapY + 520],
    [mapX + 150, mapY + 410],
    [mapX + 110, mapY + 290],
    [mapX + 230, mapY + 220],
    [mapX + 300, mapY + 120],
  ];
  const map = [
    h('clipPath', { id: 'map' }, rect(mapX, mapY, mapW, mapH, 20)),
    g(
      { 'clip-path': 'url(#map)' },
      rect(mapX, mapY, mapW, mapH, 20, { fill: p.sunken }),
      path(
        smooth([
          [mapX + 250, mapY - 20],
          [mapX + 330, mapY + 40],
          [mapX + 420, mapY + 10],
        ]) + `L${mapX + 420} ${mapY - 40}z`,
        { fill: p.skySoft },
      ),
      path(`M${mapX + 230} ${mapY - 10}c60 70 150 80 200 60v-80z`, { fill: p.skySoft }),
      ...[
        [
          [mapX - 20, mapY + 470],
          [mapX + 140, mapY + 430],
          [mapX + 260, mapY + 470],
          [mapX + 400, mapY + 440],
        ],
        [
          [mapX + 40, mapY + mapH + 20],
          [mapX + 120, mapY + 330],
          [mapX + 170, mapY + 160],
          [mapX + 160, mapY - 20],
        ],
        [
          [mapX - 20, mapY + 240],
          [mapX + 200, mapY + 250],
          [mapX + 400, mapY + 200],
        ],
        [
          [mapX + 260, mapY + mapH + 20],
          [mapX + 280, mapY + 400],
          [mapX + 360, mapY + 300],
        ],
      ].map((points) =>
        path(smooth(points as Array<[number, number]>), {
          fill: 'none',
          stroke: p.line,
          'stroke-width': 10,
          'stroke-linecap': 'round',
        }),
      ),
      path(smooth(stops), {
        fill: 'none',
        stroke: p.brand,
        'stroke-width': 8,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
      ...stops.map(([x, y], index) =>
        index === 0
          ? g(
              {},
              rect(x - 24, y - 24, 48, 48, 12, { fill: p.brand }),
              path(`M${x - 12} ${y + 2}l12-12 12 12v12h-24z`, { fill: p.onBrand }),
            )
          : g(
              {},
              circle(x, y, 22, { fill: p.surface, stroke: p.brand, 'stroke-width': 5 }),
              text(String(index), x, y + 8, {
                size: 22,
                weight: 700,
                fill: p.brand,
                anchor: 'middle',
              }),
            ),
      ),
      circle(mapX + 170, mapY + 252, 16, { fill: p.accent, stroke: p.surface, 'stroke-width': 5 }),
    ),
    rect(mapX, mapY, mapW, mapH, 20, { fill: 'none', stroke: p.line, 'stroke-width': 2 }),
  ].join('');

  // The tracking message a customer receives: arrival time and progress.
  const cardX = 1150;
  const cardY = 690;
  const card = [
    panel(p, cardX, cardY, 360, 200, { rx: 24, lift: true }),
    rect(cardX + 28, cardY + 30, 56, 56, 16, { fill: p.brandSoft }),
    truck(cardX + 36, cardY + 44, p.brand, p.brandSoft, 1),
    text('ETA 10:45', cardX + 104, cardY + 70, { size: 34, weight: 700, fill: p.ink }),
    skeleton(cardX + 28, cardY + 112, [230], { fill: p.faint, height: 12 }),
    ...[0, 1, 2, 3, 4].map((index) =>
      rect(cardX + 28 + index * 62, cardY + 150, 54, 12, 6, {
        fill: index < 3 ? p.brand : p.faint,
      }),
    ),
  ].join('');

  return picture(p, stage(p, 0), win.svg, toolbar, axis, rows, now, dragged, map, card);
}

/** PraxisPlan: booking an appointment on one phone, the next visit and a repeat prescription on the other. */
function praxisplanPatientApp(p: Palette): string {
  // The booking screen.
  const one = phone(p, 430, 96, 380, 790);
  const s1 = one.screen;
  const days = ['12', '13', '14', '15', '16'];
  const slots = ['08:30', '09:00', '09:45', '10:15', '11:00', '14:30'];
  const booking = [
    one.svg,
    rect(s1.x + 28, s1.y + 76, 52, 52, 16, { fill: p.brand }),
    icon('plus', s1.x + 38, s1.y + 86, 32, p.onBrand, 2.5),
    skeleton(s1.x + 96, s1.y + 84, [150, 96], { fill: p.faint, height: 12, gap: 12 }),
    icon('phone', s1.x + s1.width - 70, s1.y + 84, 36, p.brand),
    ...days.map((day, index) => {
      const x = s1.x + 28 + index * 60;
      const selected = index === 2;
      return g(
        {},
        rect(x, s1.y + 168, 50, 84, 16, {
          fill: selected ? p.brand : p.sunken,
          stroke: selected ? p.brand : p.line,
          'stroke-width': 2,
        }),
        rect(x + 13, s1.y + 186, 24, 8, 4, { fill: selected ? p.onBrand : p.faint, opacity: 0.8 }),
        text(day, x + 25, s1.y + 232, {
          size: 24,
          weight: 700,
          fill: selected ? p.onBrand : p.ink,
          anchor: 'middle',
        }),
      );
    }),
    ...slots.map((slot, index) => {
      const x = s1.x + 28 + (index % 2) * 150;
      const y = s1.y + 290 + Math.floor(index / 2) * 76;
      const selected = index === 1;
      const taken = index === 3;
      return g(
        {},
        rect(x, y, 140, 60, 16, {
          fill: selected ? p.brandSoft : p.surface,
          stroke: selected ? p.brand : p.line,
          'stroke-width': selected ? 4 : 2,
        }),
        text(slot, x + 70, y + 39, {
          size: 24,
          weight: selected ? 700 : 500,
          fill: taken ? p.line : selected ? p.brand : p.ink,
          anchor: 'middle',
        }),
      );
    }),
    rect(s1.x + 28, s1.y + 536, s1.width - 56, 96, 20, { fill: p.sunken }),
    initialBadge(s1.x + 76, s1.y + 584, 28, 'R', p.accentSoft, p.accentInk),
    text('Dr. med. C. Räber', s1.x + 118, s1.y + 578, { size: 20, weight: 600, fill: p.ink }),
    skeleton(s1.x + 118, s1.y + 594, [110], { fill: p.faint, height: 10 }),
    rect(s1.x + 28, s1.y + 660, s1.width - 56, 68, 34, { fill: p.brand }),
    icon('check', s1.x + s1.width / 2 - 18, s1.y + 676, 36, p.onBrand, 2.5),
  ].join('');

  // The overview: the next visit, a reminder and a repeat prescription.
  const two = phone(p, 870, 156, 380, 790);
  const s2 = two.screen;
  const overview = [
    two.svg,
    skeleton(s2.x + 28, s2.y + 84, [180], { fill: p.faint, height: 16 }),
    rect(s2.x + 28, s2.y + 128, s2.width - 56, 210, 24, { fill: p.brand }),
    icon('calendar-event', s2.x + 52, s2.y + 152, 40, p.onBrand),
    text('14.05.', s2.x + 52, s2.y + 246, { size: 44, weight: 700, fill: p.onBrand }),
    text('09:00', s2.x + 52, s2.y + 296, { size: 30, weight: 500, fill: p.onBrand }),
    initialBadge(
      s2.x + s2.width - 80,
      s2.y + 176,
      26,
      'R',
      p.accent,
      p.theme === 'light' ? p.ink : p.onBrand,
    ),
    rect(s2.x + 28, s2.y + 362, s2.width - 56, 110, 24, {
      fill: p.surface,
      stroke: p.line,
      'stroke-width': 2,
    }),
    rect(s2.x + 48, s2.y + 384, 66, 66, 18, { fill: p.accentSoft }),
    icon('pill', s2.x + 61, s2.y + 397, 40, p.accentInk),
    skeleton(s2.x + 132, s2.y + 398, [140, 90], { fill: p.faint, height: 12, gap: 14 }),
    rect(s2.x + 28, s2.y + 492, s2.width - 56, 110, 24, {
      fill: p.surface,
      stroke: p.line,
      'stroke-width': 2,
    }),
    rect(s2.x + 48, s2.y + 514, 66, 66, 18, { fill: p.skySoft }),
    icon('message', s2.x + 61, s2.y + 527, 40, p.sky),
    skeleton(s2.x + 132, s2.y + 528, [150, 70], { fill: p.faint, height: 12, gap: 14 }),
    // The tab bar.
    h('line', {
      x1: s2.x,
      y1: s2.y + 660,
      x2: s2.x + s2.width,
      y2: s2.y + 660,
      stroke: p.line,
      'stroke-width': 2,
    }),
    ...['home', 'calendar', 'pill', 'user'].map((name, index) =>
      icon(name, s2.x + 42 + index * 78, s2.y + 684, 36, index === 1 ? p.brand : p.muted),
    ),
  ].join('');

  // The reminder, as it arrives on the lock screen the day before.
  const noteX = 90;
  const noteY = 610;
  const reminder = [
    panel(p, noteX, noteY, 380, 132, { rx: 28, lift: true }),
    rect(noteX + 24, noteY + 28, 76, 76, 22, { fill: p.brandSoft }),
    icon('bell-ringing', noteX + 40, noteY + 44, 44, p.brand),
    text('09:00', noteX + 122, noteY + 64, { size: 30, weight: 700, fill: p.ink }),
    skeleton(noteX + 122, noteY + 84, [200], { fill: p.faint, height: 12 }),
  ].join('');

  // The stores' rating.
  const rating = [
    panel(p, 1200, 170, 230, 96, { rx: 48, lift: true }),
    icon('star', 1232, 196, 44, p.accent, 2.5),
    text('4.7', 1296, 234, { size: 38, weight: 700, fill: p.ink }),
    text('/ 5', 1360, 234, { size: 26, weight: 500, fill: p.muted }),
  ].join('');

  return picture(p, stage(p, 1), overview, booking, reminder, rating);
}

/** Seeland Privatbank: step three of the onboarding (documents), video identification, signature. */
function seelandPrivatbankOnboarding(p: Palette): string {
  const win = browser(p, 70, 76, 1010, 800);
  const left = 70;
  const top = win.top;
  const header = [
    rect(left + 32, top + 28, 52, 52, 14, { fill: p.brand }),
    icon('building-bank', left + 42, top + 38, 32, p.onBrand),
    skeleton(left + 100, top + 36, [160, 100], { fill: p.faint, height: 12, gap: 12 }),
    // Four eyes: the two reviewers of the application.
    circle(left + 730, top + 54, 24, { fill: p.skySoft, stroke: p.surface, 'stroke-width': 4 }),
    text('A', left + 730, top + 63, { size: 24, weight: 600, fill: p.sky, anchor: 'middle' }),
    circle(left + 766, top + 54, 24, { fill: p.accentSoft, stroke: p.surface, 'stroke-width': 4 }),
    text('M', left + 766, top + 63, { size: 24, weight: 600, fill: p.accentInk, anchor: 'middle' }),
    rect(left + 826, top + 30, 152, 48, 24, { fill: p.sunken, stroke: p.line, 'stroke-width': 2 }),
    rect(left + 830, top + 34, 72, 40, 20, { fill: p.brand }),
    text('DE', left + 866, top + 61, { size: 20, weight: 700, fill: p.onBrand, anchor: 'middle' }),
    text('FR', left + 940, top + 61, { size: 20, weight: 600, fill: p.muted, anchor: 'middle' }),
    h('line', {
      x1: left,
      y1: top + 108,
      x2: left + 1010,
      y2: top + 108,
      stroke: p.line,
      'stroke-width': 2,
    }),
  ].join('');

  // The steps: personal details, finances (done), documents (now), identification, signature.
  const stepX = left + 66;
  const stepTop = top + 170;
  const steps = [0, 1, 2, 3, 4]
    .map((index) => {
      const y = stepTop + index * 112;
      const done = index < 2;
      const current = index === 2;
      return g(
        {},
        index < 4
          ? h('line', {
              x1: stepX,
              y1: y + 28,
              x2: stepX,
              y2: y + 84,
              stroke: done ? p.brand : p.line,
              'stroke-width': 4,
            })
          : '',
        done
          ? check(stepX, y, 26, p.brand, p.onBrand)
          : circle(stepX, y, 25, {
              fill: current ? p.brandSoft : p.surface,
              stroke: current ? p.brand : p.line,
              'stroke-width': 4,
            }),
        done
          ? ''
          : text(String(index + 1), stepX, y + 9, {
              size: 24,
              weight: 700,
              fill: current ? p.brand : p.muted,
              anchor: 'middle',
            }),
        rect(stepX + 48, y - 16, [140, 110, 150, 130, 100][index]!, 13, 6.5, {
          fill: current ? p.brand : p.faint,
          opacity: current ? 0.85 : 1,
        }),
        rect(stepX + 48, y + 6, 90, 10, 5, { fill: p.faint }),
      );
    })
    .join('');

  // Step three: the passport is in, the proof of funds is uploading.
  const mainX = left + 340;
  const mainTop = top + 160;
  const documents = [
    h('line', {
      x1: mainX - 40,
      y1: top + 108,
      x2: mainX - 40,
      y2: top + 736,
      stroke: p.line,
      'stroke-width': 2,
    }),
    rect(mainX, mainTop, 300, 22, 11, { fill: p.ink, opacity: 0.85 }),
    text('3/5', mainX + 620, mainTop + 20, { size: 24, weight: 700, fill: p.brand, anchor: 'end' }),
    rect(mainX, mainTop + 48, 620, 10, 5, { fill: p.faint }),
    rect(mainX, mainTop + 48, 372, 10, 5, { fill: p.brand }),
    // The passport, checked.
    rect(mainX, mainTop + 100, 300, 250, 22, { fill: p.sunken, stroke: p.line, 'stroke-width': 2 }),
    rect(mainX + 25, mainTop + 140, 250, 160, 14, {
      fill: p.surface,
      stroke: p.line,
      'stroke-width': 2,
    }),
    rect(mainX + 45, mainTop + 164, 76, 96, 10, { fill: p.skySoft }),
    circle(mainX + 83, mainTop + 200, 18, { fill: p.sky, opacity: 0.7 }),
    path(`M${mainX + 53} ${mainTop + 260}c4-26 18-36 30-36s26 10 30 36z`, {
      fill: p.sky,
      opacity: 0.7,
    }),
    skeleton(mainX + 137, mainTop + 172, [110, 80, 100], { fill: p.faint, height: 11, gap: 14 }),
    rect(mainX + 45, mainTop + 276, 210, 8, 4, { fill: p.faint }),
    check(mainX + 272, mainTop + 128, 28, p.brand, p.onBrand),
    // The proof of funds, uploading.
    rect(mainX + 320, mainTop + 100, 300, 250, 22, {
      fill: p.surface,
      stroke: p.brand,
      'stroke-width': 3,
      'stroke-dasharray': '14 10',
    }),
    circle(mainX + 470, mainTop + 180, 44, { fill: p.brandSoft }),
    icon('cloud-upload', mainX + 442, mainTop + 152, 56, p.brand),
    rect(mainX + 355, mainTop + 262, 230, 12, 6, { fill: p.faint }),
    rect(mainX + 355, mainTop + 262, 138, 12, 6, { fill: p.accent }),
    text('60 %', mainX + 470, mainTop + 314, {
      size: 22,
      weight: 600,
      fill: p.muted,
      anchor: 'middle',
    }),
    // Two fields of the form.
    ...[0, 1].map((index) =>
      g(
        {},
        rect(mainX + index * 320, mainTop + 390, 110, 11, 5.5, { fill: p.faint }),
        rect(mainX + index * 320, mainTop + 414, 300, 60, 14, {
          fill: p.surface,
          stroke: index === 0 ? p.brand : p.line,
          'stroke-width': index === 0 ? 3 : 2,
        }),
        rect(mainX + index * 320 + 20, mainTop + 438, index === 0 ? 150 : 0, 12, 6, {
          fill: p.ink,
          opacity: 0.7,
        }),
      ),
    ),
    // Back and next.
    rect(mainX, mainTop + 520, 150, 60, 30, { fill: p.surface, stroke: p.line, 'stroke-width': 2 }),
    icon('arrow-left', mainX + 57, mainTop + 532, 36, p.muted),
    rect(mainX + 420, mainTop + 520, 200, 60, 30, { fill: p.brand }),
    icon('arrow-right', mainX + 502, mainTop + 532, 36, p.onBrand),
  ].join('');

  // The video identification, as the client sees it.
  const videoX = 1130;
  const videoY = 120;
  const videoDark = p.theme === 'light' ? '#1d2b2a' : '#0b1415';
  const video = [
    panel(p, videoX, videoY, 330, 370, { rx: 28, lift: true }),
    rect(videoX + 16, videoY + 16, 298, 262, 18, { fill: videoDark }),
    circle(videoX + 165, videoY + 130, 46, { fill: p.sky, opacity: 0.55 }),
    path(`M${videoX + 80} ${videoY + 278}c8-62 44-92 85-92s77 30 85 92z`, {
      fill: p.sky,
      opacity: 0.55,
    }),
    path(
      `M${videoX + 100} ${videoY + 84}v-24h24M${videoX + 230} ${videoY + 84}v-24h-24M${videoX + 100} ${videoY + 190}v24h24M${videoX + 230} ${videoY + 190}v24h-24`,
      {
        fill: 'none',
        stroke: p.accent,
        'stroke-width': 5,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      },
    ),
    circle(videoX + 44, videoY + 44, 8, { fill: '#e5484d' }),
    text('02:14', videoX + 60, videoY + 52, { size: 20, weight: 600, fill: '#ffffff' }),
    ...['microphone', 'video', 'phone-off'].map((name, index) =>
      g(
        {},
        circle(videoX + 95 + index * 70, videoY + 322, 27, {
          fill: index === 2 ? p.danger : p.sunken,
          stroke: index === 2 ? 'none' : p.line,
          'stroke-width': 2,
        }),
        icon(name, videoX + 80 + index * 70, videoY + 307, 30, index === 2 ? p.surface : p.muted),
      ),
    ),
  ].join('');

  // The contract, signed with a qualified electronic signature.
  const signX = 1050;
  const signY = 570;
  const signature = [
    panel(p, signX, signY, 420, 230, { rx: 28, lift: true }),
    skeleton(signX + 32, signY + 36, [240, 180], { fill: p.faint, height: 12, gap: 14 }),
    path(
      `M${signX + 44} ${signY + 150}c18-40 36-58 46-46s-20 52-6 52 30-58 44-58-8 46 6 46 24-30 36-30 10 20 22 20 22-14 40-14`,
      {
        fill: 'none',
        stroke: p.ink,
        'stroke-width': 5,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      },
    ),
    h('line', {
      x1: signX + 32,
      y1: signY + 176,
      x2: signX + 290,
      y2: signY + 176,
      stroke: p.line,
      'stroke-width': 3,
    }),
    rect(signX + 300, signY + 112, 92, 84, 20, { fill: p.brandSoft }),
    icon('certificate', signX + 322, signY + 126, 48, p.brand),
    text('QES', signX + 346, signY + 218, {
      size: 16,
      weight: 700,
      fill: p.brand,
      anchor: 'middle',
      tracking: 0.1,
    }),
  ].join('');

  return picture(
    p,
    stage(p, 2),
    g({ transform: 'translate(30 0)' }, win.svg, header, steps, documents, video, signature),
  );
}

/** A sun with rays, in a circle of radius r. */
function sun(cx: number, cy: number, r: number, fill: string): string {
  const rays = [0, 45, 90, 135, 180, 225, 270, 315]
    .map((angle) => {
      const a = (angle * Math.PI) / 180;
      return `M${cx + Math.cos(a) * r * 0.72} ${cy + Math.sin(a) * r * 0.72}L${cx + Math.cos(a) * r} ${cy + Math.sin(a) * r}`;
    })
    .join('');
  return g(
    {},
    circle(cx, cy, r * 0.45, { fill }),
    path(rays, { stroke: fill, 'stroke-width': r * 0.14, 'stroke-linecap': 'round' }),
  );
}

/** Solarwerk Graubünden: today's yield against the expected, the fleet on a map, open alerts. */
function solarwerkMonitoring(p: Palette): string {
  const win = browser(p, 90, 76, 1200, 800);
  const left = 90;
  const top = win.top;
  const nav = [
    rect(left + 1, top, 96, 735, 0, { fill: p.sunken }),
    h('line', {
      x1: left + 97,
      y1: top,
      x2: left + 97,
      y2: top + 735,
      stroke: p.line,
      'stroke-width': 2,
    }),
    rect(left + 22, top + 26, 52, 52, 14, { fill: p.accent }),
    sun(left + 48, top + 52, 20, '#5c4300'),
    ...['layout-dashboard', 'map-pin', 'alert-triangle', 'chart-bar', 'settings'].map(
      (name, index) =>
        g(
          {},
          index === 0 ? rect(left + 22, top + 112, 52, 52, 14, { fill: p.brandSoft }) : '',
          icon(name, left + 32, top + 122 + index * 80, 32, index === 0 ? p.brand : p.muted),
        ),
    ),
  ].join('');

  // Key figures.
  const kpiTop = top + 36;
  const kpis: Array<[string, string, string, string]> = [
    ['2’300', 'solar-panel', p.brand, p.brandSoft],
    ['4.8 MWh', 'bolt', p.accentInk, p.accentSoft],
    ['15 min', 'bell-ringing', p.sky, p.skySoft],
  ];
  const figures = kpis
    .map(([value, name, ink, soft], index) => {
      const x = left + 130 + index * 250;
      return g(
        {},
        rect(x, kpiTop, 230, 112, 20, { fill: p.surface, stroke: p.line, 'stroke-width': 2 }),
        rect(x + 20, kpiTop + 28, 56, 56, 16, { fill: soft }),
        icon(name, x + 32, kpiTop + 40, 32, ink),
        text(value, x + 92, kpiTop + 62, { size: 27, weight: 700, fill: p.ink }),
        rect(x + 92, kpiTop + 76, 90, 10, 5, { fill: p.faint }),
      );
    })
    .join('');

  // Today's production: expected (dashed) and actual, with the dip the platform flagged.
  const chartX = left + 130;
  const chartY = top + 184;
  const chartW = 730;
  const chartH = 330;
  const base = chartY + chartH - 50;
  const bell = (t: number) => Math.exp(-((t - 0.5) ** 2) / 0.055);
  const at = (t: number, value: number): [number, number] => [
    chartX + 40 + t * (chartW - 80),
    base - value * (chartH - 110),
  ];
  const expected = Array.from({ length: 25 }, (_, i) => at(i / 24, bell(i / 24)));
  const actual = Array.from({ length: 25 }, (_, i) => {
    const t = i / 24;
    const dip = t > 0.56 && t < 0.74 ? 0.55 : 1;
    return at(t, bell(t) * 0.96 * dip);
  });
  const dipX = at(0.65, 0)[0];
  const chart = [
    rect(chartX, chartY, chartW, chartH, 20, {
      fill: p.surface,
      stroke: p.line,
      'stroke-width': 2,
    }),
    ...[0, 1, 2].map((i) =>
      h('line', {
        x1: chartX + 40,
        y1: base - i * 90,
        x2: chartX + chartW - 40,
        y2: base - i * 90,
        stroke: p.line,
        'stroke-width': 2,
        'stroke-dasharray': i === 0 ? undefined : '4 8',
      }),
    ),
    ...['06', '09', '12', '15', '18'].map((label, i) =>
      text(`${label}:00`, at(i / 4, 0)[0], base + 34, {
        size: 18,
        weight: 500,
        fill: p.muted,
        anchor: 'middle',
      }),
    ),
    path(`${smooth(actual)}L${actual.at(-1)![0]} ${base}L${actual[0]![0]} ${base}z`, {
      fill: p.brand,
      opacity: p.theme === 'light' ? 0.14 : 0.2,
    }),
    path(smooth(expected), {
      fill: 'none',
      stroke: p.muted,
      'stroke-width': 4,
      'stroke-dasharray': '10 10',
      'stroke-linecap': 'round',
    }),
    path(smooth(actual), {
      fill: 'none',
      stroke: p.brand,
      'stroke-width': 6,
      'stroke-linecap': 'round',
    }),
    rect(at(0.56, 0)[0], chartY + 40, at(0.74, 0)[0] - at(0.56, 0)[0], base - chartY - 40, 12, {
      fill: p.accent,
      opacity: 0.16,
    }),
    circle(dipX, chartY + 66, 22, { fill: p.accent }),
    icon(
      'alert-triangle',
      dipX - 14,
      chartY + 51,
      28,
      p.theme === 'light' ? p.accentInk : p.onBrand,
      2.5,
    ),
  ].join('');

  // The installations on a map of the valleys: most fine, one flagged.
  const mapX = left + 890;
  const mapY = top + 36;
  const mapW = 280;
  const mapH = 478;
  const pins: Array<[number, number, string]> = [
    [60, 120, p.brand],
    [150, 90, p.brand],
    [210, 170, p.brand],
    [90, 230, p.brand],
    [180, 280, p.accent],
    [70, 360, p.brand],
    [220, 390, p.brand],
    [140, 420, p.brand],
  ];
  const map = [
    h('clipPath', { id: 'valleys' }, rect(mapX, mapY, mapW, mapH, 20)),
    g(
      { 'clip-path': 'url(#valleys)' },
      rect(mapX, mapY, mapW, mapH, 20, { fill: p.sunken }),
      path(
        `M${mapX - 10} ${mapY + 200}l60-70 40 40 70-90 60 70 50-50 40 40v${mapH}H${mapX - 10}z`,
        { fill: p.stageShape },
      ),
      path(`M${mapX - 10} ${mapY + 330}l80-60 50 40 70-70 90 80v${mapH}H${mapX - 10}z`, {
        fill: p.faint,
        opacity: 0.8,
      }),
      path(
        smooth([
          [mapX + 20, mapY + mapH + 10],
          [mapX + 110, mapY + 330],
          [mapX + 120, mapY + 200],
          [mapX + 230, mapY + 60],
          [mapX + 300, mapY - 10],
        ]),
        { fill: 'none', stroke: p.skySoft, 'stroke-width': 14, 'stroke-linecap': 'round' },
      ),
      ...pins.map(([x, y, color]) =>
        g(
          {},
          circle(mapX + x, mapY + y, color === p.accent ? 26 : 16, { fill: color, opacity: 0.25 }),
          circle(mapX + x, mapY + y, 10, { fill: color, stroke: p.surface, 'stroke-width': 4 }),
        ),
      ),
    ),
    rect(mapX, mapY, mapW, mapH, 20, { fill: 'none', stroke: p.line, 'stroke-width': 2 }),
  ].join('');

  // Open alerts, the newest first.
  const listY = top + 544;
  const alerts: Array<[string, string]> = [
    ['#1742', p.accent],
    ['#0918', p.brand],
    ['#2203', p.brand],
  ];
  const list = [
    rect(left + 130, listY, 730, 160, 20, { fill: p.surface, stroke: p.line, 'stroke-width': 2 }),
    ...alerts.map(([id, color], index) => {
      const y = listY + 22 + index * 44;
      return g(
        {},
        circle(left + 166, y + 14, 9, { fill: color }),
        text(id, left + 192, y + 22, { size: 20, weight: 600, fill: p.ink }),
        rect(left + 290, y + 8, [260, 200, 230][index]!, 12, 6, { fill: p.faint }),
        text(['09:40', '08:15', '07:52'][index]!, left + 830, y + 22, {
          size: 20,
          weight: 500,
          fill: p.muted,
          anchor: 'end',
        }),
      );
    }),
  ].join('');

  // The fleet's performance ratio.
  const gaugeX = left + 890;
  const gauge = [
    rect(gaugeX, listY, 280, 160, 20, { fill: p.surface, stroke: p.line, 'stroke-width': 2 }),
    circle(gaugeX + 80, listY + 80, 46, { fill: 'none', stroke: p.faint, 'stroke-width': 14 }),
    circle(gaugeX + 80, listY + 80, 46, {
      fill: 'none',
      stroke: p.brand,
      'stroke-width': 14,
      'stroke-linecap': 'round',
      'stroke-dasharray': `${2 * Math.PI * 46 * 0.97} 1000`,
      transform: `rotate(-90 ${gaugeX + 80} ${listY + 80})`,
    }),
    text('97 %', gaugeX + 80, listY + 88, { size: 22, weight: 700, fill: p.ink, anchor: 'middle' }),
  ].join('');

  // The owner's view on the phone: this month's production by day.
  const owner = phone(p, 1230, 330, 290, 590);
  const sc = owner.screen;
  const bars = [0.5, 0.72, 0.64, 0.9, 0.8, 0.35, 0.84, 0.95, 0.7];
  const ownerView = [
    owner.svg,
    skeleton(sc.x + 26, sc.y + 80, [140], { fill: p.faint, height: 14 }),
    text('612 kWh', sc.x + 26, sc.y + 150, { size: 36, weight: 700, fill: p.ink }),
    ...bars.map((value, index) =>
      rect(sc.x + 28 + index * 25, sc.y + 380 - value * 180, 16, value * 180, 8, {
        fill: index === bars.length - 1 ? p.accent : p.brand,
        opacity: index === bars.length - 1 ? 1 : 0.85,
      }),
    ),
    h('line', {
      x1: sc.x + 24,
      y1: sc.y + 392,
      x2: sc.x + sc.width - 24,
      y2: sc.y + 392,
      stroke: p.line,
      'stroke-width': 2,
    }),
    rect(sc.x + 24, sc.y + 420, sc.width - 48, 92, 20, { fill: p.brandSoft }),
    sun(sc.x + 70, sc.y + 466, 26, p.brand),
    skeleton(sc.x + 110, sc.y + 450, [100, 70], { fill: p.brand, height: 10, gap: 14 }),
  ].join('');

  return picture(p, stage(p, 0), win.svg, nav, figures, chart, map, list, gauge, ownerView);
}

/** Lernpfad: an apprentice's week on the phone, and the trainer's overview of progress. */
function lernpfadMvp(p: Palette): string {
  // The trainer's view: apprentices, progress against the training plan, an entry to review.
  const win = browser(p, 580, 90, 930, 770);
  const left = 580;
  const top = win.top;
  const people: Array<[string, string, string, string]> = [
    ['L', p.accentSoft, p.accentInk, p.brand],
    ['N', p.skySoft, p.sky, p.brand],
    ['J', p.brandSoft, p.brand, p.accent],
    ['E', p.accentSoft, p.accentInk, p.brand],
    ['S', p.skySoft, p.sky, p.line],
  ];
  const trainer = [
    rect(left + 1, top, 300, 705, 0, { fill: p.sunken }),
    h('line', {
      x1: left + 301,
      y1: top,
      x2: left + 301,
      y2: top + 705,
      stroke: p.line,
      'stroke-width': 2,
    }),
    rect(left + 28, top + 28, 52, 52, 14, { fill: p.brand }),
    icon('school', left + 38, top + 38, 32, p.onBrand),
    skeleton(left + 96, top + 38, [120, 80], { fill: p.faint, height: 12, gap: 10 }),
    ...people.map(([initial, soft, ink, status], index) => {
      const y = top + 120 + index * 96;
      return g(
        {},
        index === 0
          ? rect(left + 16, y, 268, 80, 18, { fill: p.surface, stroke: p.brand, 'stroke-width': 3 })
          : '',
        initialBadge(left + 62, y + 40, 26, initial, soft, ink),
        skeleton(left + 104, y + 24, [110, 70], { fill: p.faint, height: 11, gap: 12 }),
        circle(left + 256, y + 40, 9, { fill: status }),
      );
    }),
  ].join('');

  const mainX = left + 340;
  const progress: Array<[number, string]> = [
    [0.72, p.brand],
    [0.45, p.accent],
    [0.88, p.sky],
  ];
  const overview = [
    rect(mainX, top + 40, 260, 20, 10, { fill: p.ink, opacity: 0.85 }),
    rect(mainX, top + 74, 170, 11, 5.5, { fill: p.faint }),
    ...progress.map(([share, color], index) => {
      const y = top + 130 + index * 76;
      return g(
        {},
        rect(mainX, y, [150, 190, 130][index]!, 12, 6, { fill: p.faint }),
        text(`${Math.round(share * 100)} %`, mainX + 550, y + 12, {
          size: 22,
          weight: 700,
          fill: p.ink,
          anchor: 'end',
        }),
        rect(mainX, y + 28, 550, 16, 8, { fill: p.faint }),
        rect(mainX, y + 28, 550 * share, 16, 8, { fill: color }),
      );
    }),
    // The week's entry, with the trainer's comment.
    rect(mainX, top + 380, 550, 290, 22, { fill: p.surface, stroke: p.line, 'stroke-width': 2 }),
    rect(mainX + 28, top + 408, 120, 34, 17, { fill: p.brandSoft }),
    text('01.04.', mainX + 88, top + 432, {
      size: 18,
      weight: 700,
      fill: p.brand,
      anchor: 'middle',
    }),
    skeleton(mainX + 28, top + 464, [480, 440, 340], { fill: p.faint, height: 12, gap: 14 }),
    rect(mainX + 28, top + 560, 390, 84, 20, { fill: p.accentSoft }),
    initialBadge(mainX + 70, top + 602, 24, 'S', p.accent, '#5c4300'),
    skeleton(mainX + 108, top + 586, [270, 180], { fill: p.accentInk, height: 10, gap: 14 }),
    check(mainX + 480, top + 602, 32, p.brand, p.onBrand),
  ].join('');

  // The apprentice's week: one entry per day, written on the train.
  const device = phone(p, 230, 150, 380, 780);
  const sc = device.screen;
  const entries: Array<[string, number[]]> = [
    [p.brand, [200, 150]],
    [p.accent, [220, 120]],
    [p.sky, [180, 160]],
  ];
  const week = [
    device.svg,
    text('01.04.–05.04.', sc.x + 28, sc.y + 112, { size: 30, weight: 700, fill: p.ink }),
    ...[0, 1, 2, 3, 4].map((day) =>
      day < 3
        ? check(sc.x + 50 + day * 66, sc.y + 166, 22, p.brand, p.onBrand)
        : circle(sc.x + 50 + day * 66, sc.y + 166, 20, {
            fill: p.surface,
            stroke: p.line,
            'stroke-width': 3,
          }),
    ),
    ...entries.map(([color, widths], index) => {
      const y = sc.y + 218 + index * 132;
      return g(
        {},
        rect(sc.x + 24, y, sc.width - 48, 114, 20, {
          fill: p.surface,
          stroke: p.line,
          'stroke-width': 2,
        }),
        rect(sc.x + 24, y + 20, 8, 74, 4, { fill: color }),
        skeleton(sc.x + 52, y + 28, widths, { fill: p.faint, height: 12, gap: 16 }),
        rect(sc.x + 52, y + 80, 70, 16, 8, { fill: color, opacity: 0.3 }),
        index === 0 ? icon('message-circle', sc.x + sc.width - 78, y + 70, 30, p.accentInk) : '',
      );
    }),
    circle(sc.x + sc.width - 74, sc.y + sc.height - 84, 40, {
      fill: p.brand,
      filter: 'url(#shadow)',
    }),
    icon('plus', sc.x + sc.width - 96, sc.y + sc.height - 106, 44, p.onBrand, 2.5),
  ].join('');

  return picture(p, stage(p, 1), win.svg, trainer, overview, week);
}

export const caseStudyArt: Record<string, (palette: Palette) => string> = {
  'lernpfad-mvp': lernpfadMvp,
  'alpina-logistics-dispatch': alpinaLogisticsDispatch,
  'praxisplan-patient-app': praxisplanPatientApp,
  'seeland-privatbank-onboarding': seelandPrivatbankOnboarding,
  'solarwerk-monitoring': solarwerkMonitoring,
};
