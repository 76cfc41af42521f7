import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  EDITOR_API_PATH,
  EDITOR_SAVE_PATH,
  MAX_REQUEST_BODY_BYTES,
  MAX_TEXT_FORM_BYTES,
} from '@/config/request-limits';

import { apiBodyTargets, bodyTargetOf } from './body-targets';

const apiFolder = join(process.cwd(), 'src', 'app', 'api');

/** The public path of each API route that exports a POST handler. */
function postRoutes(folder = apiFolder): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return postRoutes(path);
    if (entry.name !== 'route.ts') return [];
    if (!/export (async )?function POST\b|export const POST\b/.test(readFileSync(path, 'utf8'))) {
      return [];
    }
    return [`/api/${relative(apiFolder, folder).split(sep).join('/')}/`];
  });
}

describe('the body each target reads', () => {
  it('is declared for every API route that takes a post, and only for those', () => {
    // The editor's routes have a target of their own (EDITOR_API_PATH).
    const routes = postRoutes().filter((path) => !path.startsWith(EDITOR_API_PATH));
    expect(Object.keys(apiBodyTargets).sort()).toEqual(routes.sort());
  });

  it('is a CV on a job page, text on any other page or path, and nothing on other API paths', () => {
    expect(bodyTargetOf('/jobs/platform-engineer/').maxBytes).toBe(MAX_REQUEST_BODY_BYTES);
    expect(bodyTargetOf('/de/jobs/platform-engineer/').maxBytes).toBe(MAX_REQUEST_BODY_BYTES);
    expect(bodyTargetOf('/de/uberuns/').maxBytes).toBe(MAX_TEXT_FORM_BYTES);
    expect(bodyTargetOf('/wp-login.php').maxBytes).toBe(MAX_TEXT_FORM_BYTES);
    expect(bodyTargetOf('/api/ready/').maxBytes).toBe(0);
    expect(bodyTargetOf('/api/vitals/').maxBytes).toBeLessThan(MAX_TEXT_FORM_BYTES);
  });

  it('is the same for a path a client writes without its trailing slash', () => {
    const metrics = bodyTargetOf('/api/flags/proxy/client/metrics');
    expect(metrics.maxBytes).toBeGreaterThan(0);
    expect(metrics).toBe(bodyTargetOf('/api/flags/proxy/client/metrics/'));
  });

  it('is refused as the editor’s route refuses it while editing is off', async () => {
    const editor = bodyTargetOf(EDITOR_SAVE_PATH);
    expect(editor.maxBytes).toBe(0);
    expect((await editor.refusal?.(new Headers(), 'en'))?.status).toBe(404);
  });
});
