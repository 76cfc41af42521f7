/**
 * The drawing kit of the site's artwork: its two palettes (taken from src/app/globals.css), SVG
 * elements as strings, text set in Inter as outlines, and the few shapes every picture shares
 * (the stage, windows, phones, skeleton text). Each picture is a function of a palette, so one
 * drawing gives the light and the dark variant and the two cannot drift apart.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import * as fontkit from 'fontkit';

export type Theme = 'light' | 'dark';

export type Palette = {
  theme: Theme;
  /** The picture's background, and the shapes that decorate it. */
  stage: string;
  stageShape: string;
  /** Windows, cards and screens. */
  surface: string;
  sunken: string;
  ink: string;
  muted: string;
  line: string;
  /** Skeleton text: lines that stand for words. */
  faint: string;
  brand: string;
  brandStrong: string;
  brandSoft: string;
  onBrand: string;
  accent: string;
  accentSoft: string;
  accentInk: string;
  danger: string;
  dangerSoft: string;
  /** A third colour for charts and maps, a muted blue that sits with teal and yellow. */
  sky: string;
  skySoft: string;
  shadow: string;
  shadowOpacity: number;
};

export const palettes: Record<Theme, Palette> = {
  light: {
    theme: 'light',
    stage: '#efece4',
    stageShape: '#e3e8e1',
    surface: '#ffffff',
    sunken: '#f5f3ee',
    ink: '#14201f',
    muted: '#4a5756',
    line: '#dcd8cf',
    faint: '#e4e1d9',
    brand: '#0f5257',
    brandStrong: '#0a3c40',
    brandSoft: '#d4e6e2',
    onBrand: '#ffffff',
    accent: '#f2c14e',
    accentSoft: '#fbecc4',
    accentInk: '#5c4300',
    danger: '#b42318',
    dangerSoft: '#f8dcd8',
    sky: '#5b7fa6',
    skySoft: '#dce6f0',
    shadow: '#14201f',
    shadowOpacity: 0.1,
  },
  dark: {
    theme: 'dark',
    stage: '#0b1415',
    stageShape: '#112123',
    surface: '#162426',
    sunken: '#101d1f',
    ink: '#eef2f0',
    muted: '#a9b8b5',
    line: '#2b3c3e',
    faint: '#253537',
    brand: '#7fd1c7',
    brandStrong: '#a6e3db',
    brandSoft: '#1c3b3b',
    onBrand: '#0f1a1c',
    accent: '#f2c14e',
    accentSoft: '#3a3420',
    accentInk: '#f2c14e',
    danger: '#ff8a80',
    dangerSoft: '#3d2424',
    sky: '#8fb3dd',
    skySoft: '#1f3040',
    shadow: '#000000',
    shadowOpacity: 0.45,
  },
};

/** Every cover and mock-up is drawn on this canvas (16:10) and rasterised at this size. */
const WIDTH = 1600;
const HEIGHT = 1000;

type Attributes = Record<string, string | number | undefined>;

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** One SVG element; numbers are rounded to two decimals to keep the files small. */
export function h(tag: string, attributes: Attributes = {}, ...children: string[]): string {
  const attrs = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => {
      const text = typeof value === 'number' ? String(Math.round(value * 100) / 100) : value;
      return ` ${name}="${escape(text ?? '')}"`;
    })
    .join('');
  return children.length ? `<${tag}${attrs}>${children.join('')}</${tag}>` : `<${tag}${attrs}/>`;
}

export const g = (attributes: Attributes, ...children: string[]) => h('g', attributes, ...children);

export const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  rx: number,
  attributes: Attributes = {},
) => h('rect', { x, y, width, height, rx, ...attributes });

export const circle = (cx: number, cy: number, r: number, attributes: Attributes = {}) =>
  h('circle', { cx, cy, r, ...attributes });

export const path = (d: string, attributes: Attributes = {}) => h('path', { d, ...attributes });

/** A smooth path through the points (Catmull-Rom as cubic Béziers). */
export function smooth(points: Array<[number, number]>): string {
  if (points.length < 2) return '';
  const at = (index: number) => points[Math.max(0, Math.min(points.length - 1, index))]!;
  let d = `M${at(0)[0]},${at(0)[1]}`;
  for (let i = 0; i < points.length - 1; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${c1.map(round).join(',')} ${c2.map(round).join(',')} ${p2[0]},${p2[1]}`;
  }
  return d;
}

const round = (value: number) => Math.round(value * 10) / 10;

// ---------------------------------------------------------------------------------------------
// Text, as outlines in the site's typeface: the pictures look the same wherever they are drawn.

const require = createRequire(import.meta.url);
type Weight = 400 | 500 | 600 | 700;
const fonts = new Map<Weight, fontkit.Font>();

function font(weight: Weight): fontkit.Font {
  let loaded = fonts.get(weight);
  if (!loaded) {
    const file = require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
    loaded = fontkit.create(readFileSync(file)) as fontkit.Font;
    fonts.set(weight, loaded);
  }
  return loaded;
}

type TextOptions = {
  size: number;
  weight?: Weight;
  fill: string;
  anchor?: 'start' | 'middle' | 'end';
  /** Extra space between letters, in em. */
  tracking?: number;
};

/** The width of a text in Inter, in canvas units. */
function textWidth(value: string, { size, weight = 400, tracking = 0 }: TextOptions): number {
  const run = font(weight).layout(value);
  const advance = run.positions.reduce((sum, position) => sum + position.xAdvance, 0);
  return (advance / font(weight).unitsPerEm) * size + tracking * size * value.length;
}

/** A line of text at a baseline, drawn as one path. */
export function text(value: string, x: number, y: number, options: TextOptions): string {
  const { size, weight = 400, fill, anchor = 'start', tracking = 0 } = options;
  const face = font(weight);
  const run = face.layout(value);
  const scale = size / face.unitsPerEm;
  const width = textWidth(value, options);
  let pen = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  const outlines: string[] = [];
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index]!;
    const outline = glyph.path
      .scale(scale, -scale)
      .translate(pen + position.xOffset * scale, y - position.yOffset * scale)
      .toSVG();
    if (outline) outlines.push(outline);
    pen += position.xAdvance * scale + tracking * size;
  });
  return path(outlines.join('').replace(/(\d+\.\d{2})\d+/g, '$1'), { fill });
}

// ---------------------------------------------------------------------------------------------
// Icons: the site's own set (Tabler, outline), so pictures and pages speak the same language.

const icons = new Map<string, string>();

/** A Tabler icon, `size` units wide, with its top left corner at (x, y). */
export function icon(
  name: string,
  x: number,
  y: number,
  size: number,
  stroke: string,
  strokeWidth = 2,
): string {
  let body = icons.get(name);
  if (body === undefined) {
    const source = readFileSync(require.resolve(`@tabler/icons/outline/${name}.svg`), 'utf8');
    body = (source.match(/<(path|circle|rect|line|polyline|ellipse)\b[^>]*\/>/g) ?? [])
      .filter((element) => !element.includes('stroke="none"'))
      .join('');
    icons.set(name, body);
  }
  return g(
    {
      transform: `translate(${x} ${y}) scale(${size / 24})`,
      fill: 'none',
      stroke,
      'stroke-width': strokeWidth,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    },
    body,
  );
}

// ---------------------------------------------------------------------------------------------
// Shapes shared by the set.

/** The soft shadow under windows and cards; referenced as filter="url(#shadow)". */
function defs(p: Palette, ...extra: string[]): string {
  return h(
    'defs',
    {},
    h(
      'filter',
      { id: 'shadow', x: '-20%', y: '-20%', width: '140%', height: '150%' },
      h('feDropShadow', {
        dx: 0,
        dy: 18,
        stdDeviation: 22,
        'flood-color': p.shadow,
        'flood-opacity': p.shadowOpacity,
      }),
    ),
    h(
      'filter',
      { id: 'lift', x: '-20%', y: '-20%', width: '140%', height: '160%' },
      h('feDropShadow', {
        dx: 0,
        dy: 24,
        stdDeviation: 20,
        'flood-color': p.shadow,
        'flood-opacity': p.shadowOpacity * 1.8,
      }),
    ),
    ...extra,
  );
}

/**
 * The background every picture shares: the stage colour, two large soft circles and, along the
 * bottom, the waves of the river that gives the company its name (as in the home page picture).
 */
export function stage(p: Palette, variant = 0): string {
  const circles = [
    [
      [1380, 140, 300],
      [140, 820, 240],
    ],
    [
      [220, 120, 280],
      [1460, 860, 260],
    ],
    [
      [1460, 220, 260],
      [300, 900, 220],
    ],
  ][variant % 3]!;
  return [
    rect(0, 0, WIDTH, HEIGHT, 0, { fill: p.stage }),
    ...circles.map(([cx, cy, r]) => circle(cx!, cy!, r!, { fill: p.stageShape })),
    path('M0 900c130-34 270-34 400 0s270 34 400 0 270-34 400 0 270 34 400 0V1000H0z', {
      fill: p.brand,
      opacity: p.theme === 'light' ? 0.1 : 0.12,
    }),
    path('M0 948c130-30 270-30 400 0s270 30 400 0 270-30 400 0 270 30 400 0V1000H0z', {
      fill: p.brand,
      opacity: p.theme === 'light' ? 0.16 : 0.2,
    }),
  ].join('');
}

/** A rounded panel with the soft shadow: a window, card or sheet. */
export function panel(
  p: Palette,
  x: number,
  y: number,
  width: number,
  height: number,
  options: { rx?: number; fill?: string; lift?: boolean } = {},
): string {
  const { rx = 24, fill = p.surface, lift = false } = options;
  return rect(x, y, width, height, rx, {
    fill,
    stroke: p.line,
    'stroke-width': 2,
    filter: `url(#${lift ? 'lift' : 'shadow'})`,
  });
}

/** A browser window with its title bar; returns the window and the content area below the bar. */
export function browser(
  p: Palette,
  x: number,
  y: number,
  width: number,
  height: number,
): { svg: string; top: number } {
  const bar = 64;
  const svg = [
    panel(p, x, y, width, height, { rx: 28 }),
    path(
      `M${x + 1} ${y + bar}V${y + 28}a27 27 0 0 1 27-27H${x + width - 28}a27 27 0 0 1 27 27V${y + bar}z`,
      { fill: p.sunken },
    ),
    h('line', {
      x1: x,
      y1: y + bar,
      x2: x + width,
      y2: y + bar,
      stroke: p.line,
      'stroke-width': 2,
    }),
    circle(x + 36, y + 32, 8, { fill: p.accent }),
    circle(x + 62, y + 32, 8, { fill: p.line }),
    circle(x + 88, y + 32, 8, { fill: p.line }),
    rect(
      x + width / 2 - Math.min(200, width / 2 - 130),
      y + 18,
      Math.min(400, width - 260),
      28,
      14,
      {
        fill: p.surface,
        stroke: p.line,
        'stroke-width': 2,
      },
    ),
  ].join('');
  return { svg, top: y + bar };
}

/** A phone: body, screen and camera island; the screen's area is returned for its content. */
export function phone(
  p: Palette,
  x: number,
  y: number,
  width: number,
  height: number,
): { svg: string; screen: { x: number; y: number; width: number; height: number } } {
  const bezel = 14;
  const screen = {
    x: x + bezel,
    y: y + bezel,
    width: width - 2 * bezel,
    height: height - 2 * bezel,
  };
  const svg = [
    rect(x, y, width, height, 56, {
      fill: p.theme === 'light' ? '#1d2b2a' : '#2e4244',
      filter: 'url(#lift)',
    }),
    rect(screen.x, screen.y, screen.width, screen.height, 44, { fill: p.surface }),
    rect(x + width / 2 - 52, y + 30, 104, 30, 15, {
      fill: p.theme === 'light' ? '#1d2b2a' : '#2e4244',
    }),
  ].join('');
  return { svg, screen };
}

/** Lines of skeleton text: each width a fraction of the first, the last one shorter. */
export function skeleton(
  x: number,
  y: number,
  widths: number[],
  options: { fill: string; height?: number; gap?: number },
): string {
  const { fill, height = 14, gap = 16 } = options;
  return widths
    .map((width, index) => rect(x, y + index * (height + gap), width, height, height / 2, { fill }))
    .join('');
}

export type Tone = 'brand' | 'accent' | 'sky';

/** The soft background and the ink of a tone. */
export function toneColours(p: Palette, tone: Tone): { soft: string; ink: string; solid: string } {
  if (tone === 'accent') return { soft: p.accentSoft, ink: p.accentInk, solid: p.accent };
  if (tone === 'sky') return { soft: p.skySoft, ink: p.sky, solid: p.sky };
  return { soft: p.brandSoft, ink: p.brand, solid: p.brand };
}

/** An icon on a rounded square of its tone's soft colour. */
export function iconTile(
  p: Palette,
  x: number,
  y: number,
  size: number,
  name: string,
  tone: Tone = 'brand',
): string {
  const { soft, ink } = toneColours(p, tone);
  const inner = size * 0.56;
  return g(
    {},
    rect(x, y, size, size, size * 0.28, { fill: soft }),
    icon(name, x + (size - inner) / 2, y + (size - inner) / 2, inner, ink),
  );
}

/** A small filled check mark in a circle. */
export function check(cx: number, cy: number, r: number, fill: string, mark: string): string {
  const s = r / 20;
  return g(
    {},
    circle(cx, cy, r, { fill }),
    path(`M${cx - 8 * s} ${cy + 0.5 * s}l${5.5 * s} ${5.5 * s} ${10.5 * s}-${11 * s}`, {
      fill: 'none',
      stroke: mark,
      'stroke-width': 4 * s,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  );
}

/** A round badge with an initial, standing for a person (never a photograph). */
export function initialBadge(
  cx: number,
  cy: number,
  r: number,
  initial: string,
  fill: string,
  ink: string,
): string {
  return g(
    {},
    circle(cx, cy, r, { fill }),
    text(initial, cx, cy + r * 0.36, { size: r, weight: 600, fill: ink, anchor: 'middle' }),
  );
}

/** The whole picture: the canvas, its definitions and its layers. */
export function picture(p: Palette, ...layers: string[]): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" ` +
    `viewBox="0 0 ${WIDTH} ${HEIGHT}">${defs(p)}${layers.join('')}</svg>\n`
  );
}
