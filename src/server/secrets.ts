import 'server-only';

import { createHmac, randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';

import type { Database } from '@/server/db';
import { appSecrets } from '@/server/db/schema';
import { serverSettings } from '@/server/settings';

export type SecretPurpose = 'email-links' | 'ip-hash' | 'proof-of-work' | 'vitals-contributor';

const cache = new Map<SecretPurpose, Buffer>();

/**
 * A key per purpose, derived from SECRET_KEY or a master secret generated once and stored; it
 * never changes while the database lives, so links in old emails keep working.
 */
export async function secretFor(db: Database, purpose: SecretPurpose): Promise<Buffer> {
  const cached = cache.get(purpose);
  if (cached) return cached;
  const master = serverSettings.SECRET_KEY ?? (await storedMasterSecret(db));
  const key = createHmac('sha256', master).update(purpose).digest();
  cache.set(purpose, key);
  return key;
}

async function storedMasterSecret(db: Database): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name: 'master', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'master'));
  if (!row) throw new Error('The generated secret could not be stored');
  return row.value;
}
