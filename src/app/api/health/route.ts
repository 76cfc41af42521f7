// Answered by the running process, never from a cache.
export const dynamic = 'force-dynamic';

/** Liveness: the process answers. Whether it should get traffic is `/api/ready/`. */
export function GET(): Response {
  return Response.json({ status: 'alive' }, { headers: { 'cache-control': 'no-store' } });
}
