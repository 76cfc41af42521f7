import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Page } from '@playwright/test';

import { writeEntry } from './setup/editor-form';
import { editorSessions } from './setup/editor-session';
import { copyCheckoutWithBuild, startCopiedSite } from './setup/editor-site';
import { startDatabase, type DatabaseFixture } from './setup/engines';
import type { RunningServer } from './setup/server';
import { expect, HOOK_TIMEOUT, test } from './setup/test';

/**
 * Several instances on one PostgreSQL, each with its own checkout and data directory, as
 * docs/operations.md describes: what an editor publishes on one is on every page of the others
 * within the time a publish has, and each lists it in its history.
 */

test.describe.configure({ mode: 'serial' });

const editor = 'nadia@example.ch';
const post = 'offline-first-mobile-apps';

let database: DatabaseFixture;
const instances: Array<{ site: RunningServer; dataDir: string }> = [];

test.beforeAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  database = await startDatabase('postgresql', 'publishing-instances');
  for (const name of ['instance-a', 'instance-b']) {
    const root = copyCheckoutWithBuild(`publishing-${name}`);
    const dataDir = mkdtempSync(join(tmpdir(), `site-${name}-`));
    const site = await startCopiedSite(root, `publishing-${name}`, {
      EDITORS: editor,
      DATA_DIR: dataDir,
      DATABASE_URL: database.url!,
      OUTBOX_POLL_MS: '200',
    });
    instances.push({ site, dataDir });
  }
});

test.afterAll(async () => {
  for (const { site, dataDir } of instances) {
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  await database?.stop();
});

const titleField = (page: Page) =>
  page.getByRole('group', { name: 'Title', exact: true }).getByRole('textbox', { name: 'English' });

test('a save on one instance is live on the other within 30 s, and in its history', async ({
  browser,
}) => {
  test.setTimeout(5 * 60_000);
  const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
  // Either instance's outbox worker may send the sign-in link; the session is in the database.
  const { signInOverHttp, signedInBrowser } = editorSessions(() => ({
    baseURL: a.site.baseURL,
    dataDirs: instances.map((instance) => instance.dataDir),
  }));
  const session = await signInOverHttp(editor, '198.51.100.60');

  for (const [from, to, title] of [
    [a, b, 'Offline first, from instance A'],
    [b, a, 'Offline first, from instance B'],
  ] as const) {
    const context = await signedInBrowser(browser, session);
    await context.addCookies([{ name: 'editor-session', value: session, url: from.site.baseURL }]);
    const page = await context.newPage();
    await page.goto(`${from.site.baseURL}/keystatic/collection/blog/item/${post}`);
    await expect(titleField(page)).toBeVisible({ timeout: 60_000 });
    await titleField(page).fill(title);
    expect((await writeEntry(page)).status()).toBe(200);

    const published = Date.now();
    for (const path of [`/blog/${post}/`, '/blog/']) {
      await expect
        .poll(async () => (await fetch(`${to.site.baseURL}${path}`)).text(), {
          timeout: Math.max(published + 30_000 - Date.now(), 1_000),
          message: `${path} on the other instance`,
        })
        .toContain(title);
    }
    await page.goto(`${to.site.baseURL}/keystatic/history/blog/${post}/`);
    await expect(page.getByRole('row').nth(1)).toContainText('Live now');
    await context.close();
  }
});
