import { flagSnapshot } from '@/server/flags/service';
import { revalidatedJson } from '@/server/http/revalidated-json';

export const dynamic = 'force-dynamic';

/**
 * The browser's flag client (unleash-proxy-client) talks to this relay instead of the flag
 * service: the visitor's browser contacts no third party, and it sees exactly the flags the
 * server uses for its redirects, from the same 10-second copy. It speaks the Unleash frontend
 * API: `{ toggles }`, an ETag, and 304 when the browser already has that version. The visitor's
 * context is not used: every visitor gets the site-wide evaluation, the one the server applies.
 */
async function answer(request: Request): Promise<Response> {
  const snapshot = await flagSnapshot();
  if (!snapshot) return Response.json({ error: 'No flag service is configured' }, { status: 404 });
  if (snapshot.state !== 'healthy') {
    // The browser's client enters its error state and uses the defaults, as the server does.
    return Response.json(
      { error: 'The flag service cannot be reached' },
      { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '10' } },
    );
  }
  return revalidatedJson(request, snapshot.body, snapshot.etag);
}

export const GET = answer;
// The client's optional POST mode sends its context as a JSON body; the answer is the same.
export const POST = answer;
