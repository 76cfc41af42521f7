import { withDatabase } from '@/server/db';
import { issueChallenge } from '@/server/leads/proof-of-work';

export const dynamic = 'force-dynamic';

/**
 * A new proof-of-work challenge for a form (the widget's `challenge` URL). Without a database
 * the answer is 503: the form is then sent without a proof, and its lead marked unverified.
 */
export async function GET(): Promise<Response> {
  const headers = { 'cache-control': 'no-store' };
  try {
    const challenge = await withDatabase((db) => issueChallenge(db));
    return Response.json(challenge, { headers });
  } catch {
    return Response.json({ error: 'unavailable' }, { status: 503, headers });
  }
}
