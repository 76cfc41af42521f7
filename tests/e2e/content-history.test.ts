import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Browser, Page } from '@playwright/test';

import { writeEntry } from './setup/editor-form';
import { editorSessions } from './setup/editor-session';
import { copyCheckoutWithBuild, startCopiedSite } from './setup/editor-site';
import { artifactsDir, type RunningServer } from './setup/server';
import { expect, HOOK_TIMEOUT, test } from './setup/test';

/**
 * History on the live site: every publish is a version of its entry, which an editor restores;
 * the last publish is undone; a second editor's save on a form the first changed since is
 * refused; and what editors saved outlives a `kill -9`, a restart and a deployment of the code.
 */

test.describe.configure({ mode: 'serial' });

const editors = { nadia: 'nadia@example.ch', luca: 'luca@example.ch' };
const post = 'postgres-is-enough';
const postFile = () => join(root, 'content', 'blog', post, 'index.yaml');

let root: string;
let dataDir: string;
let site: RunningServer & { kill: () => Promise<void> };
let clients = 0;

const { signInOverHttp, signedInBrowser } = editorSessions(() => ({
  baseURL: site.baseURL,
  dataDirs: [dataDir],
}));

const settings = () => ({
  EDITORS: Object.values(editors).join(','),
  DATA_DIR: dataDir,
  OUTBOX_POLL_MS: '200',
  TRUST_PROXY_HOPS: '1',
});

test.beforeAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  root = copyCheckoutWithBuild('content-history');
  dataDir = mkdtempSync(join(tmpdir(), 'site-history-'));
  site = await startCopiedSite(root, 'content-history', settings());
});

test.afterAll(async () => {
  await site?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const signedIn = new Map<string, string>();

/** A page of the interface for `email`, signed in once per server's data directory. */
async function editorPage(browser: Browser, email: string, path: string): Promise<Page> {
  let session = signedIn.get(email);
  if (!session) {
    clients++;
    session = await signInOverHttp(email, `198.51.100.${40 + clients}`, 1);
    signedIn.set(email, session);
  }
  const context = await signedInBrowser(browser, session);
  const page = await context.newPage();
  await page.goto(`${site.baseURL}${path}`);
  // The interface reads every file first, beside the pages a publish renders anew.
  if (path.includes('/item/')) await expect(titleField(page)).toBeVisible({ timeout: 60_000 });
  return page;
}

const titleField = (page: Page) =>
  page.getByRole('group', { name: 'Title', exact: true }).getByRole('textbox', { name: 'English' });

/** Saves the form on `page` and returns the answer's status and text. */
async function save(page: Page): Promise<{ status: number; text: string }> {
  const response = await writeEntry(page);
  return { status: response.status(), text: await response.text() };
}

/** The post's English page as a visitor gets it, once it shows `title`. */
async function expectLiveTitle(title: string): Promise<void> {
  await expect
    .poll(async () => (await fetch(`${site.baseURL}/blog/${post}/`)).text(), {
      timeout: 30_000,
      message: `the post's page with the title "${title}"`,
    })
    .toContain(`>${title}</h1>`);
}

test('every publish is a version: one is restored, and the last publish is undone', async ({
  browser,
}) => {
  test.setTimeout(4 * 60_000);
  const original = readFileSync(postFile(), 'utf8');
  const page = await editorPage(browser, editors.nadia, `/keystatic/collection/blog/item/${post}`);
  const originalTitle = await titleField(page).inputValue();
  await titleField(page).fill('Postgres is enough, still');
  expect((await save(page)).status).toBe(200);
  await expectLiveTitle('Postgres is enough, still');

  // The entry's history: the save, and the post as it was before it, which can be restored.
  await page.getByRole('link', { name: 'History', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('History');
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: 'Saved' })).toContainText(editors.nadia);
  await expect(rows.filter({ hasText: 'Saved' })).toContainText('Live now');
  await page.screenshot({ path: join(artifactsDir, 'screenshots', 'editor-history-entry.png') });
  await rows
    .filter({ hasText: 'As it was before the first save here' })
    .getByRole('button', { name: 'Restore this version' })
    .click();
  await expect(page.getByRole('status')).toHaveText('Restored. It is live within a few seconds.');
  await expectLiveTitle(originalTitle);
  expect(readFileSync(postFile(), 'utf8')).toBe(original);

  // The whole site's history: the restore was the last publish; undoing it brings the save back.
  await page.goto(`${site.baseURL}/keystatic/history/`);
  await expect(page.getByText(/^Last publish: /)).toContainText('Restored');
  await page.screenshot({ path: join(artifactsDir, 'screenshots', 'editor-history-site.png') });
  await page.getByRole('button', { name: 'Undo the last publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Restored. It is live within a few seconds.');
  await expectLiveTitle('Postgres is enough, still');
  await page.context().close();
});

test('of two editors on one entry, the second is told, and nothing is overwritten', async ({
  browser,
}) => {
  test.setTimeout(4 * 60_000);
  const path = `/keystatic/collection/blog/item/${post}`;
  const nadia = await editorPage(browser, editors.nadia, path);
  const luca = await editorPage(browser, editors.luca, path);
  await expect(titleField(luca)).toHaveValue('Postgres is enough, still');

  await titleField(nadia).fill('Postgres is enough for most of us');
  expect((await save(nadia)).status).toBe(200);
  await titleField(luca).fill('Postgres is all you need');
  const refused = await save(luca);
  expect(refused.status).toBe(409);
  expect(refused.text).toMatch(
    new RegExp(`^Not saved: ${editors.nadia} changed this entry at \\d\\d:\\d\\d, after you`),
  );
  await expect(luca.getByText(/changed this entry at/)).toBeVisible();
  expect(readFileSync(postFile(), 'utf8')).toContain('Postgres is enough for most of us');

  // Reloaded, the interface offers Luca's unsaved change again and says that the entry has
  // changed since; once reset, the form shows Nadia's version, and Luca's change goes on top.
  await luca.reload();
  await expect(luca.getByText(/Other changes have been made to this entry/)).toBeVisible({
    timeout: 60_000,
  });
  await luca.getByRole('button', { name: 'Reset changes' }).click();
  await expect(titleField(luca)).toHaveValue('Postgres is enough for most of us');
  await titleField(luca).fill('Postgres is all you need');
  expect((await save(luca)).status).toBe(200);
  await expectLiveTitle('Postgres is all you need');
  await nadia.context().close();
  await luca.context().close();
});

test("editors' saves outlive a kill -9, a restart and a deployment; a developer's change deploys", async ({
  browser,
}) => {
  test.setTimeout(HOOK_TIMEOUT);
  const page = await editorPage(browser, editors.nadia, `/keystatic/collection/blog/item/${post}`);
  const manifestFile = () => join(root, 'content', 'versions.json');
  const before = { post: readFileSync(postFile(), 'utf8'), manifest: readFileSync(manifestFile()) };
  await titleField(page).fill('Postgres, and nothing else');
  expect((await save(page)).status).toBe(200);
  await page.context().close();
  // Killed while the pages are rendered anew, and, at worst, once the save was recorded but
  // before its file and the checkout's record of it were written.
  await site.kill();
  writeFileSync(postFile(), before.post);
  writeFileSync(manifestFile(), before.manifest);
  site = await startCopiedSite(root, 'content-history-restarted', settings());
  await expectLiveTitle('Postgres, and nothing else');
  expect(readFileSync(postFile(), 'utf8')).toContain('Postgres, and nothing else');

  // A deployment: a new checkout of the code, with the content as committed, and the same data.
  const deployed = {
    manifest: readFileSync(manifestFile(), 'utf8'),
    post: readFileSync(postFile(), 'utf8'),
  };
  await site.stop();
  root = copyCheckoutWithBuild('content-history-deployed');
  site = await startCopiedSite(root, 'content-history-deployed', settings());
  // Ready only once its start has published the editors' version: the first visitor sees it.
  await expect
    .poll(async () => (await fetch(`${site.baseURL}/api/ready/`)).status, { timeout: 30_000 })
    .toBe(200);
  expect(await (await fetch(`${site.baseURL}/blog/${post}/`)).text()).toContain(
    '>Postgres, and nothing else</h1>',
  );
  expect(readFileSync(postFile(), 'utf8')).toContain('Postgres, and nothing else');

  // A developer commits the deployed checkout's content (content/versions.json with it), changes
  // the post in the code and deploys: that change is live, and the post's newest version.
  await site.stop();
  root = copyCheckoutWithBuild('content-history-developer');
  writeFileSync(manifestFile(), deployed.manifest);
  writeFileSync(
    postFile(),
    deployed.post.replace('Postgres, and nothing else', 'Postgres, as a developer wrote it'),
  );
  site = await startCopiedSite(root, 'content-history-developer', settings());
  await expectLiveTitle('Postgres, as a developer wrote it');
  const history = await editorPage(browser, editors.nadia, `/keystatic/history/blog/${post}/`);
  await expect(history.getByRole('row').nth(1)).toContainText('Changed by a deployment');
  await expect(history.getByRole('row').nth(1)).toContainText('Live now');
  await history.context().close();
});

/** `date` as a clock in Switzerland shows it: `{ day: '2026-11-29', time: '16:05' }`. */
function swissClock(date: Date): { day: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Zurich',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map(({ type, value }) => [type, value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

test('a post scheduled for later is off the site until its time, then on it by itself', async ({
  browser,
}) => {
  test.setTimeout(6 * 60_000);
  const scheduled = 'boring-deployments';
  const status = (path: string) => fetch(`${site.baseURL}${path}`).then((r) => r.status);
  const listed = async () =>
    (await (await fetch(`${site.baseURL}/blog/`)).text()).includes(`/blog/${scheduled}/`);
  expect(await status(`/blog/${scheduled}/`)).toBe(200);

  const page = await editorPage(
    browser,
    editors.nadia,
    `/keystatic/collection/blog/item/${scheduled}`,
  );
  // The next whole minute (as the field takes it) at least 45 s ahead: time enough to save and
  // look, on a slow machine too.
  const goesLive = new Date(Math.ceil((Date.now() + 45_000) / 60_000) * 60_000);
  const { day, time } = swissClock(goesLive);
  await page.getByRole('textbox', { name: 'Published at' }).fill(day);
  await page.getByRole('textbox', { name: 'Time of publication' }).fill(time);
  expect((await save(page)).status).toBe(200);

  await expect.poll(() => status(`/blog/${scheduled}/`), { timeout: 30_000 }).toBe(404);
  expect(await listed()).toBe(false);
  await page.goto(`${site.baseURL}/keystatic/overview`);
  await expect(page.getByRole('row').filter({ hasText: 'Boring deployments' })).toContainText(
    'Scheduled for',
  );
  await page.context().close();

  // Nobody does anything more: within a minute of its time, the post is on every page again.
  await expect
    .poll(() => status(`/blog/${scheduled}/`), {
      timeout: goesLive.getTime() - Date.now() + 60_000,
      intervals: [1_000],
    })
    .toBe(200);
  expect(Date.now()).toBeGreaterThanOrEqual(goesLive.getTime());
  expect(await listed()).toBe(true);
});
