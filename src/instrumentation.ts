/**
 * Runs once when the server starts: opens the database and starts the email outbox. A database
 * that cannot be opened or migrated stops the server with a clear message instead of serving
 * forms that cannot keep what visitors send.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startLeadServices, stopLeadServices } = await import('@/server/runtime');
  try {
    await startLeadServices();
  } catch (error) {
    console.error(
      `The database could not be opened or migrated, so the site cannot accept enquiries.\n` +
        `  ${error instanceof Error ? error.message : String(error)}\n` +
        `  Check DATABASE_URL, or that DATA_DIR is writable. The server stops.`,
    );
    process.exit(1);
  }
  // `scripts/start.mjs` calls this on SIGTERM and SIGINT, once no request is in flight.
  (globalThis as { __stopLeadServices?: () => Promise<void> }).__stopLeadServices =
    stopLeadServices;
}
