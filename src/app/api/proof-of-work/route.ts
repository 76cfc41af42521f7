import { rateLimited } from '@/features/forms/lead-endpoint';
import { browserLocale } from '@/features/forms/messages';
import { withDatabase } from '@/server/db';
import { issueChallenge } from '@/server/leads/proof-of-work';
import { consumeChallenge } from '@/server/leads/rate-limit';

export const dynamic = 'force-dynamic';

/** Over the client's limit 429, without a database 503: the form then goes without a proof. */
export async function GET(request: Request): Promise<Response> {
  const limit = await consumeChallenge(request.headers);
  if (!limit.allowed) {
    return rateLimited(limit.retryAfterSeconds, browserLocale(request.headers));
  }
  const headers = { 'cache-control': 'no-store' };
  try {
    const challenge = await withDatabase((db) => issueChallenge(db));
    return Response.json(challenge, { headers });
  } catch {
    return Response.json({ error: 'unavailable' }, { status: 503, headers });
  }
}
