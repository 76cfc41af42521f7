import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const serverDir = () => join(process.cwd(), '.next', 'server');

/**
 * The file Next sends a prerendered page from: the build's, until the page has been rendered
 * anew, and then the one Next keeps per route under `route-cache/APP_PAGE/<hash of the route>/`
 * (listed in docs/architecture.md). Searched rather than computed: the hash is of the route's
 * source file, which the internal path does not name.
 */
export function servedPageFile(internalPath: string): string {
  const routeCache = join(serverDir(), 'route-cache', 'APP_PAGE');
  if (existsSync(/*turbopackIgnore: true*/ routeCache)) {
    for (const route of readdirSync(/*turbopackIgnore: true*/ routeCache)) {
      const file = join(routeCache, route, `$${internalPath}.html`);
      if (existsSync(/*turbopackIgnore: true*/ file)) return file;
    }
  }
  return join(serverDir(), 'app', `${internalPath}.html`);
}
