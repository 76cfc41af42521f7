import { chmodSync, existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { contactBody, postJson, startLeadSite, type LeadSite } from './setup/leads';
import { eventually } from './setup/poll';
import { expect, HOOK_TIMEOUT, test } from './setup/test';
import { contactSubmissions } from '../../src/server/db/schema';

/**
 * The embedded database's folder and the mail folder fail under a running server, and heal: the
 * site takes enquiries again by itself, without a restart, and keeps every one it acknowledged.
 * Write access is taken away with chmod, which binds only a server that is not root: when the
 * tests run as root, the server runs as `nobody`.
 */
const NOBODY = { uid: 65_534, gid: 65_534 };

/** Sets the write permission of everything under `folder`, as `chmod -R u±w` would. */
function setWritable(folder: string, writable: boolean) {
  const entries = readdirSync(folder, { recursive: true, withFileTypes: true });
  for (const path of [folder, ...entries.map((entry) => join(entry.parentPath, entry.name))]) {
    const { mode } = statSync(path);
    chmodSync(path, writable ? mode | 0o200 : mode & ~0o222);
  }
}

test.describe('disk faults under the embedded database', () => {
  test.describe.configure({ mode: 'serial' });

  let site: LeadSite;
  const acknowledged: string[] = [];
  const answers: number[] = [];

  /** Sends an enquiry from `name`; its status, kept for the check that none was a 5xx but 503. */
  const send = async (name: string) => {
    const { status } = await postJson(site.baseURL, '/api/contact/', contactBody({ name }));
    answers.push(status);
    if (status === 201) acknowledged.push(name);
    return status;
  };

  /**
   * Sends enquiries until one is taken, as a visitor retrying after a 503 would. Opening the
   * database again (a new one replays its log or is created and migrated) takes seconds on a
   * busy machine.
   */
  const sendUntilTaken = (name: string) =>
    expect.poll(() => send(name), { message: `${name} taken again`, timeout: 60_000 }).toBe(201);

  test.beforeAll(async () => {
    test.setTimeout(HOOK_TIMEOUT);
    site = await startLeadSite({
      name: 'faults-disk',
      user: process.getuid?.() === 0 ? NOBODY : undefined,
    });
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  test('a read-only spell: refused meanwhile, taken again without a restart', async () => {
    expect(await send('Anna Meier')).toBe(201);
    const folder = join(site.dataDir, 'pglite');
    setWritable(folder, false);
    try {
      // The files open for writing still take what fits in them; the first write that needs a
      // new file fails, and from then on the database refuses.
      let refused = 0;
      for (let attempt = 0; refused === 0 && attempt < 50; attempt++) {
        if ((await send(`Read-only ${attempt}`)) === 503) refused++;
      }
      expect(refused).toBe(1);
    } finally {
      setWritable(folder, true);
    }
    await sendUntilTaken('Beat Keller');
    for (const name of ['Carla Huber', 'Dario Rossi']) expect(await send(name)).toBe(201);
  });

  test('a deleted database folder is made anew, and enquiries are stored in it', async () => {
    rmSync(join(site.dataDir, 'pglite'), { recursive: true, force: true });
    acknowledged.length = 0;
    await sendUntilTaken('Elena Frei');
    expect(await send('Fabio Meier')).toBe(201);
  });

  test('a deleted mail folder is made anew, and the email is written into it', async () => {
    rmSync(join(site.dataDir, 'mail'), { recursive: true, force: true });
    expect(await send('Gina Baumann')).toBe(201);
    const mail = join(site.dataDir, 'mail');
    // The outbox writes the email after the answer, creating the folder first.
    await eventually(
      () =>
        existsSync(mail) &&
        readdirSync(mail, { withFileTypes: true }).some(
          (entry) =>
            entry.name.endsWith('.eml') &&
            readFileSync(join(mail, entry.name), 'utf8').includes('Gina Baumann'),
        ),
      'the notification about Gina Baumann',
    );
  });

  test('no answer was a 5xx but 503, and every enquiry acknowledged since is stored', async () => {
    expect(answers.filter((status) => status !== 201 && status !== 503)).toEqual([]);
    await site.stop();
    const stored = await site.query((db) => db.select().from(contactSubmissions));
    expect(stored.map((row) => row.name).sort()).toEqual([...acknowledged].sort());
  });
});
