import { settings } from '@/config/settings';

/**
 * Where the editor saves: `local` under `npm run edit` (the working tree), `live` on a production
 * server with `EDITORS` (its checkout, behind sign-in), `github` in a production build configured
 * for Keystatic's GitHub mode (each save a commit), or nowhere.
 */
export function editingMode(): 'local' | 'live' | 'github' | undefined {
  if (process.env.NODE_ENV === 'development') return 'local';
  if (process.env.KEYSTATIC_GITHUB_REPO) return 'github';
  return settings.EDITORS ? 'live' : undefined;
}

/** Whether the editing interface and its API answer at all. */
export const editingEnabled = (): boolean => editingMode() !== undefined;

/** Under `npm run edit`: drafts show on the site, which reads the content again after saves. */
export const editingLocally = (): boolean => editingMode() === 'local';

/** Whether this server writes the saves into its own `content/` and `public/images/`. */
export const savesOnThisServer = (): boolean => ['local', 'live'].includes(editingMode() ?? '');

/** On a production server with `EDITORS`: only signed-in editors reach the interface. */
export const editingNeedsSignIn = (): boolean => editingMode() === 'live';

/** What the editor's routes answer while editing is off: as if there were no editor. */
export const editorNotFound = (): Response => new Response('Not Found', { status: 404 });
