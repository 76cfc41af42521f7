/**
 * Where the editor saves: `local` under `npm run edit` (the working tree), `github` in a
 * production build configured for Keystatic's GitHub mode (each save a commit), or nowhere.
 */
export function editingMode(): 'local' | 'github' | undefined {
  if (process.env.NODE_ENV === 'development') return 'local';
  return process.env.KEYSTATIC_GITHUB_REPO ? 'github' : undefined;
}

/** Whether the editing interface and its API answer at all. */
export const editingEnabled = (): boolean => editingMode() !== undefined;

/** Under `npm run edit`: drafts show on the site, which reads the content again after saves. */
export const editingLocally = (): boolean => editingMode() === 'local';
