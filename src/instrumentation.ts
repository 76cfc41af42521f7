/**
 * Runs once when the server starts: opens the database and starts the email outbox (see
 * `src/server/runtime.ts`). Not during the build, and not in the edge runtime.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { bootLeadServices } = await import('@/server/runtime');
  await bootLeadServices();
}
