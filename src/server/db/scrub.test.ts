import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { connect } from './connection';
import { contactSubmissions } from './schema';
import { scrubDeletedRows } from './scrub';

describe('scrubbing deleted rows', () => {
  it('says what a role that owns the tables but is no superuser cannot reach', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'scrub-'));
    const handle = await connect({ dataDir });
    try {
      await handle.db.execute(sql`create role site`);
      await handle.db.execute(sql`alter table contact_submissions owner to site`);
      await handle.db.execute(sql`set role site`);
      expect(await scrubDeletedRows(handle.db, [contactSubmissions])).toEqual([
        'statistics',
        'write-ahead log',
      ]);
      await handle.db.execute(sql`reset role`);
      expect(await scrubDeletedRows(handle.db, [contactSubmissions])).toEqual([]);
    } finally {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
