import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { eq } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';

import { connect, describeDatabaseError, isStorageFault } from './connection';
import { uploads } from './schema';

describe('a database error in the log', () => {
  it('names what failed without the query’s parameters, which are what visitors typed', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const failed = new DrizzleQueryError(
      'insert into "contact_submissions" ("name", "email") values ($1, $2)',
      ['Anna Meier', 'anna.meier@example.ch'],
      refused,
    );
    expect(failed.message).toContain('anna.meier@example.ch');
    expect(describeDatabaseError(failed)).toBe('connect ECONNREFUSED 127.0.0.1:5432');
  });

  it('adds the server’s error code when the message lacks it', () => {
    const terminated = Object.assign(
      new Error('terminating connection due to administrator command'),
      { code: '57P01' },
    );
    expect(describeDatabaseError(new Error('outer', { cause: terminated }))).toBe(
      'terminating connection due to administrator command (57P01)',
    );
    expect(describeDatabaseError('not an error')).toBe('not an error');
  });
});

describe('a fault of the embedded database’s files', () => {
  const failure = (code: string | undefined, message = 'failed') =>
    new DrizzleQueryError('insert …', [], Object.assign(new Error(message), { code }));

  it('is told by the codes PostgreSQL gives file, disk and internal errors', () => {
    for (const code of ['42501', '58P01', '58P02', '58030', '53100', 'XX000']) {
      expect(isStorageFault(failure(code)), code).toBe(true);
    }
  });

  it('is not what a query itself did wrong', () => {
    for (const code of ['23505', '22001', '40001', '57P01']) {
      expect(isStorageFault(failure(code)), code).toBe(false);
    }
    expect(isStorageFault(new TypeError('x is undefined'))).toBe(false);
  });

  it('includes PGlite’s own failures, which carry no code', () => {
    expect(isStorageFault(failure(undefined, 'PGlite failed to initialize properly'))).toBe(true);
    expect(isStorageFault(failure(undefined, 'PGlite is closed'))).toBe(true);
  });
});

describe('binary data in the embedded database', () => {
  it('keeps a 10 MB file byte for byte', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bytea-'));
    const handle = await connect({ dataDir });
    try {
      const data = randomBytes(10 * 1024 * 1024);
      const [stored] = await handle.db
        .insert(uploads)
        .values({ fileName: 'cv.pdf', contentType: 'application/pdf', size: data.length, data })
        .returning({ id: uploads.id });
      const [read] = await handle.db.select().from(uploads).where(eq(uploads.id, stored!.id));
      expect(Buffer.isBuffer(read!.data)).toBe(true);
      expect(read!.data.equals(data)).toBe(true);
    } finally {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
