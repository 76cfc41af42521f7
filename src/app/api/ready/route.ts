import { readiness } from '@/server/health/readiness';

export const dynamic = 'force-dynamic';

/** Readiness: 200 or 503 with each check by name, and nothing else (address, version, error). */
export async function GET(): Promise<Response> {
  const { ready, checks } = await readiness();
  return Response.json(
    { status: ready ? 'ready' : 'not ready', checks },
    { status: ready ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
}
