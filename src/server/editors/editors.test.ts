import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { settings } from '@/config/settings';
import { connect, type DatabaseHandle } from '@/server/db/connection';
import { editorAuditLog, editorSessions, editorSignInLinks } from '@/server/db/schema';

import { entriesOf, recordEditorAction } from './audit';
import { servedOverHttps, sessionCookie, sessionIdOf } from './cookie';
import { hashOf } from './secrets';
import { editorOfSession, endEverySession, SESSION_IDLE_SECONDS } from './sessions';
import { emailOfSignInLink, issueSignInLink, signInWithLink } from './sign-in-links';

let dataDir: string;
let handle: DatabaseHandle;
const listed = settings.EDITORS;

// Opening the embedded database and migrating it takes seconds on a busy machine.
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'editors-'));
  handle = await connect({ dataDir });
}, 60_000);

afterAll(async () => {
  settings.EDITORS = listed;
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(() => {
  settings.EDITORS = new Set(['anna@example.ch', 'ben@example.ch']);
});

const newLink = (email: string) => handle.db.transaction((tx) => issueSignInLink(tx, email));

describe('sign-in links', () => {
  it('sign in once, and record the sign-in', async () => {
    const token = await newLink('anna@example.ch');
    expect(await emailOfSignInLink(handle.db, token)).toBe('anna@example.ch');
    // Looking at the link twice uses nothing up.
    expect(await emailOfSignInLink(handle.db, token)).toBe('anna@example.ch');
    const signedIn = await signInWithLink(handle.db, token);
    expect(signedIn?.email).toBe('anna@example.ch');
    expect(await signInWithLink(handle.db, token)).toBeUndefined();
    expect(await emailOfSignInLink(handle.db, token)).toBeUndefined();
    const [record] = await handle.db
      .select()
      .from(editorAuditLog)
      .where(eq(editorAuditLog.action, 'sign-in'));
    expect(record).toMatchObject({ email: 'anna@example.ch', entries: null, files: null });
  });

  it('keep only a hash of the token', async () => {
    const token = await newLink('anna@example.ch');
    const rows = await handle.db.select().from(editorSignInLinks);
    expect(rows.map((row) => row.tokenHash)).toContain(hashOf(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('stop working once expired, or once the address is no longer listed', async () => {
    const expired = await newLink('anna@example.ch');
    await handle.db
      .update(editorSignInLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(editorSignInLinks.tokenHash, hashOf(expired)));
    expect(await emailOfSignInLink(handle.db, expired)).toBeUndefined();
    expect(await signInWithLink(handle.db, expired)).toBeUndefined();

    const unlisted = await newLink('ben@example.ch');
    settings.EDITORS = new Set(['anna@example.ch']);
    expect(await signInWithLink(handle.db, unlisted)).toBeUndefined();
  });

  it('refuse what is no token without asking the database', async () => {
    for (const token of [undefined, '', 'x'.repeat(10_000), { token: 1 }, 'a'.repeat(42)]) {
      expect(await signInWithLink(handle.db, token)).toBeUndefined();
    }
  });
});

describe('sessions', () => {
  async function newSession(email = 'anna@example.ch') {
    const signedIn = await signInWithLink(handle.db, await newLink(email));
    return signedIn!.sessionId;
  }

  const age = (id: string, column: 'lastSeenAt' | 'expiresAt', seconds: number) =>
    handle.db
      .update(editorSessions)
      .set({ [column]: sql`now() - make_interval(secs => ${seconds})` })
      .where(eq(editorSessions.idHash, hashOf(id)));

  it('end after hours unused, or after a week however used', async () => {
    const idle = await newSession();
    expect(await editorOfSession(handle.db, idle)).toBe('anna@example.ch');
    await age(idle, 'lastSeenAt', SESSION_IDLE_SECONDS - 60);
    expect(await editorOfSession(handle.db, idle)).toBe('anna@example.ch');
    await age(idle, 'lastSeenAt', SESSION_IDLE_SECONDS + 1);
    expect(await editorOfSession(handle.db, idle)).toBeUndefined();

    const old = await newSession();
    await age(old, 'expiresAt', 1);
    expect(await editorOfSession(handle.db, old)).toBeUndefined();
  });

  it('are kept as hashes, and end on every device at once', async () => {
    const [first, second] = [
      await newSession('ben@example.ch'),
      await newSession('ben@example.ch'),
    ];
    expect(JSON.stringify(await handle.db.select().from(editorSessions))).not.toContain(first);
    await endEverySession(handle.db, 'ben@example.ch');
    expect(await editorOfSession(handle.db, first)).toBeUndefined();
    expect(await editorOfSession(handle.db, second)).toBeUndefined();
  });

  it('end when the operator removes the address', async () => {
    const id = await newSession();
    settings.EDITORS = new Set(['ben@example.ch']);
    expect(await editorOfSession(handle.db, id)).toBeUndefined();
  });
});

describe('the session cookie', () => {
  const headers = (values: Record<string, string>) => new Headers(values);

  it('is HttpOnly and SameSite=Strict, Secure with the __Host- prefix over HTTPS only', () => {
    const plain = sessionCookie(headers({}), 'id', 60);
    expect(plain).toEqual({
      name: 'editor-session',
      value: 'id',
      options: { httpOnly: true, secure: false, sameSite: 'strict', path: '/', maxAge: 60 },
    });
    expect(servedOverHttps(headers({ 'x-forwarded-proto': 'https' }), 0)).toBe(false);
    expect(servedOverHttps(headers({ 'x-forwarded-proto': 'https' }), 1)).toBe(true);
    // Behind one proxy, the entry it wrote counts, not what the client sent before it.
    expect(servedOverHttps(headers({ 'x-forwarded-proto': 'https, http' }), 1)).toBe(false);
  });

  it('is read under its own name only', () => {
    expect(sessionIdOf(headers({ cookie: 'a=1; editor-session=abc; b=2' }))).toBe('abc');
    expect(sessionIdOf(headers({ cookie: 'my-editor-session=abc' }))).toBeUndefined();
  });
});

describe('the audit log', () => {
  it('names the entries a save touched', () => {
    expect(
      entriesOf([
        'content/blog/a-post/index.yaml',
        'content/blog/a-post/body/en.md',
        'public/images/blog/a-post/photo/light.jpg',
        'content/pages/home/index.yaml',
      ]),
    ).toEqual(['blog/a-post', 'pages/home']);
  });

  it('records who saved which files', async () => {
    await recordEditorAction(handle.db, {
      email: 'ben@example.ch',
      action: 'delete',
      change: { deletions: [{ path: 'content/team/someone/index.yaml' }] },
    });
    const [record] = await handle.db
      .select()
      .from(editorAuditLog)
      .where(eq(editorAuditLog.action, 'delete'));
    expect(record).toMatchObject({
      email: 'ben@example.ch',
      entries: 'team/someone',
      files: { written: [], removed: ['content/team/someone/index.yaml'] },
    });
  });
});
