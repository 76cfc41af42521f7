/**
 * One drawing for both themes: the light and the dark SVG of a picture differ only in colours and
 * opacities, so each value that differs becomes a CSS variable whose value follows the theme the
 * page shows (src/app/drawings.css). A page can then hold the drawing itself, in either theme.
 */
import { createHash } from 'node:crypto';

const COLOUR_ATTRIBUTES = new Set(['fill', 'stroke', 'stop-color', 'flood-color', 'color']);
const NUMBER_ATTRIBUTES = new Set([
  'opacity',
  'fill-opacity',
  'stroke-opacity',
  'stop-opacity',
  'flood-opacity',
]);

const ATTRIBUTE = /([\w:-]+)="([^"]*)"/g;
const COLOUR = /^#[0-9a-f]{3,8}$/i;

/** Every value that differs between the themes, each named once for all drawings. */
export class ThemedValues {
  private readonly byName = new Map<string, { light: string; dark: string }>();

  /** The variable that holds `light` in the light theme and `dark` in the dark one. */
  name(light: string, dark: string): string {
    const name = `--d-${createHash('sha256').update(`${light}\n${dark}`).digest('hex').slice(0, 5)}`;
    const known = this.byName.get(name);
    if (known && (known.light !== light || known.dark !== dark)) {
      throw new Error(`${name} names both ${known.light}/${known.dark} and ${light}/${dark}`);
    }
    this.byName.set(name, { light, dark });
    return name;
  }

  /**
   * The stylesheet that defines them: colours through `light-dark()`, which follows the page's
   * `color-scheme` (src/app/palette.css), other values by the theme's selectors.
   */
  css(): string {
    const sorted = [...this.byName].sort(([a], [b]) => a.localeCompare(b));
    const colours = sorted.filter(([, { light, dark }]) => COLOUR.test(light) && COLOUR.test(dark));
    const others = sorted.filter(([name]) => !colours.some(([colour]) => colour === name));
    const block = (selector: string, lines: string[], indent = '') =>
      `${indent}${selector} {\n${lines.map((line) => `${indent}  ${line}\n`).join('')}${indent}}\n`;
    const light = [
      ...colours.map(([name, value]) => `${name}: light-dark(${value.light}, ${value.dark});`),
      ...others.map(([name, value]) => `${name}: ${value.light};`),
    ];
    const dark = others.map(([name, value]) => `${name}: ${value.dark};`);
    return [
      '/* The colours of the drawings a page holds, for both themes: written by `npm run images`',
      '   (tooling/art/theme-neutral.ts). */',
      '@layer base {',
      block(':root', light, '  ').trimEnd(),
      '',
      block(":root[data-theme='dark']", dark, '  ').trimEnd(),
      '',
      '  @media (prefers-color-scheme: dark) {',
      block(":root:not([data-theme='light'])", dark, '    ').trimEnd(),
      '  }',
      '}',
      '',
    ].join('\n');
  }
}

/**
 * The drawing whose `light` and `dark` SVGs are given, its differing values replaced by the
 * variables of `values`, its ids prefixed with `idPrefix` so that it can sit in a page beside
 * others, and without metadata, which an HTML page cannot hold.
 */
export function themeNeutral(
  light: string,
  dark: string,
  values: ThemedValues,
  idPrefix: string,
): string {
  const lightParts = light.split(ATTRIBUTE);
  const darkParts = dark.split(ATTRIBUTE);
  if (lightParts.length !== darkParts.length) {
    throw new Error('the light and the dark drawing have different elements');
  }
  let neutral = '';
  for (let index = 0; index < lightParts.length; index += 3) {
    const [text, name, lightValue] = lightParts.slice(index, index + 3);
    const [darkText, darkName, darkValue] = darkParts.slice(index, index + 3);
    if (text !== darkText || name !== darkName) {
      throw new Error(`the drawings differ beyond their colours, at “${text}${name ?? ''}”`);
    }
    neutral += text;
    if (name === undefined || lightValue === undefined || darkValue === undefined) continue;
    let value = lightValue;
    if (lightValue !== darkValue) {
      if (!COLOUR_ATTRIBUTES.has(name) && !NUMBER_ATTRIBUTES.has(name)) {
        throw new Error(`${name} differs between the themes: ${lightValue} and ${darkValue}`);
      }
      value = `var(${values.name(lightValue, darkValue)})`;
    }
    if (name === 'id') value = `${idPrefix}${value}`;
    value = value
      .replace(/url\(#/g, `url(#${idPrefix}`)
      .replace(/^#(?=[a-z])/i, (hash) =>
        name === 'href' || name === 'xlink:href' ? `#${idPrefix}` : hash,
      );
    neutral += `${name}="${value}"`;
  }
  return neutral.replace(/<metadata[\s>][\s\S]*?<\/metadata>/g, '');
}
