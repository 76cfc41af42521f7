/**
 * Whether the editing interface and its API answer: under `npm run edit` (Next's development
 * server, writing to the working tree), never in a production build.
 */
export function editingEnabled(): boolean {
  return process.env.NODE_ENV === 'development';
}
