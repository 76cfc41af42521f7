import { readdirSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { apiRoutes, methodLabel, routeLabel } from './requests';

describe('routeLabel', () => {
  it('names every folder of src/app/api/, and nothing else', () => {
    const folders = readdirSync('src/app/api', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `/api/${entry.name}/`);
    expect([...apiRoutes].sort()).toEqual(folders.sort());
  });

  it('keeps route names and counts made-up API paths as other', () => {
    expect(routeLabel('de:/blog/[slug]')).toBe('de:/blog/[slug]');
    expect(routeLabel('/api/contact/')).toBe('/api/contact/');
    expect(routeLabel('/api/wp-admin/')).toBe('other');
    expect(routeLabel('next-asset')).toBe('next-asset');
  });
});

describe('methodLabel', () => {
  it('names the common methods and counts any other as other', () => {
    expect(methodLabel('GET')).toBe('GET');
    expect(methodLabel('PROPFIND')).toBe('other');
    expect(methodLabel(undefined)).toBe('other');
  });
});
