import { withDatabase } from '@/server/db';
import { issueChallenge } from '@/server/leads/proof-of-work';

export const dynamic = 'force-dynamic';

/**
 * A new challenge for a form's widget; without a database 503, and the form is sent without a
 * proof, its lead marked unverified.
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
