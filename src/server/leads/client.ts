import 'server-only';

import { createHmac } from 'node:crypto';

import type { Database } from '@/server/db';
import { clientAddress } from '@/server/http/client-address';
import { secretFor } from '@/server/secrets';

export type ClientInfo = { ipHash: string; userAgent: string | null };

/**
 * What is kept of the sender: the address hashed with a salt of the day, so that entries cannot
 * be linked across days, and the user agent, shortened.
 */
export async function clientInfo(db: Database, headers: Headers): Promise<ClientInfo> {
  const address = clientAddress(headers) ?? 'unknown';
  const day = new Date().toISOString().slice(0, 10);
  const key = await secretFor(db, 'ip-hash');
  const ipHash = createHmac('sha256', key).update(`${day}|${address}`).digest('base64url');
  const userAgent = headers.get('user-agent')?.slice(0, 512) ?? null;
  return { ipHash, userAgent };
}
