import { describe, expect, it } from 'vitest';

import { ThemedValues, themeNeutral } from './theme-neutral';

const drawing = (stage: string, ink: string, shadow: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">` +
  `<metadata><rdf:RDF>licence</rdf:RDF></metadata>` +
  `<defs><filter id="shadow"><feDropShadow flood-color="#000" flood-opacity="${shadow}"/></filter></defs>` +
  `<rect width="10" height="10" fill="${stage}"/>` +
  `<g mask="url(#shadow)"><use href="#shadow"/><path d="M0 0h1" fill="${ink}" stroke="#fff"/></g>` +
  `</svg>`;

describe('themeNeutral', () => {
  it('names each value that differs, once for every drawing', () => {
    const values = new ThemedValues();
    const first = themeNeutral(
      drawing('#efece4', '#14201f', '0.1'),
      drawing('#0b1415', '#eef2f0', '0.45'),
      values,
      'a-',
    );
    const second = themeNeutral(
      drawing('#efece4', '#0f5257', '0.1'),
      drawing('#0b1415', '#7fd1c7', '0.45'),
      values,
      'b-',
    );
    const stage = values.name('#efece4', '#0b1415');
    const shadow = values.name('0.1', '0.45');
    expect(first).toContain(`<rect width="10" height="10" fill="var(${stage})"/>`);
    expect(second).toContain(`fill="var(${stage})"`);
    expect(first).toContain(`flood-opacity="var(${shadow})"`);
    // What is the same in both themes stays as it is.
    expect(first).toContain('flood-color="#000"');
    expect(first).toContain('stroke="#fff"');

    const css = values.css();
    expect(css).toContain(`${stage}: light-dark(#efece4, #0b1415);`);
    expect(css).toContain(`${shadow}: 0.1;`);
    expect(css.match(new RegExp(`${shadow}: 0.45;`, 'g'))).toHaveLength(2);
    expect(css.match(/light-dark/g)).toHaveLength(3);
  });

  it('keeps its ids its own, and leaves out the metadata', () => {
    const neutral = themeNeutral(
      drawing('#efece4', '#14201f', '0.1'),
      drawing('#0b1415', '#eef2f0', '0.45'),
      new ThemedValues(),
      'blog-post-',
    );
    expect(neutral).toContain('<filter id="blog-post-shadow">');
    expect(neutral).toContain('mask="url(#blog-post-shadow)"');
    expect(neutral).toContain('<use href="#blog-post-shadow"/>');
    expect(neutral).not.toContain('metadata');
    expect(neutral).not.toContain('licence');
  });

  it('refuses drawings that differ beyond their colours', () => {
    const values = new ThemedValues();
    const light = drawing('#efece4', '#14201f', '0.1');
    expect(() => themeNeutral(light, light.replace('M0 0h1', 'M0 0h2'), values, 'a-')).toThrowError(
      'd differs between the themes: M0 0h1 and M0 0h2',
    );
    expect(() => themeNeutral(light, light.replace('<g ', '<g id="x" '), values, 'a-')).toThrow(
      'different elements',
    );
    expect(() => themeNeutral(light, light.replace('<rect', '<circle'), values, 'a-')).toThrow(
      'beyond their colours',
    );
  });
});
