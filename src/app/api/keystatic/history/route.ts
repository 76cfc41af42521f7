import { acceptedLanguages, editorLanguage } from '@/content/editor/messages';
import { editingNeedsSignIn, editorNotFound } from '@/content/editor/mode';
import { restoreVersion, undoLastPublish } from '@/server/content-versions/restore';
import { signedInEditor } from '@/server/editors/sessions';

const idOf = (value: FormDataEntryValue | null) =>
  typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : undefined;

/** Restores a version of an entry, or undoes the last publish, then returns to the form's page. */
export async function POST(request: Request): Promise<Response> {
  if (!editingNeedsSignIn()) return editorNotFound();
  const email = await signedInEditor(request.headers);
  if (!email) return new Response('Sign in first', { status: 401 });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return new Response('Bad data', { status: 400 });
  }
  const restore = idOf(form.get('restore'));
  const undo = idOf(form.get('undo'));
  const back = String(form.get('back') ?? '');
  if ((restore === undefined) === (undo === undefined) || !/^\/keystatic\/history\//.test(back)) {
    return new Response('Bad data', { status: 400 });
  }
  const language = editorLanguage(acceptedLanguages(request.headers.get('accept-language')));
  const result =
    restore !== undefined
      ? await restoreVersion(restore, email, language)
      : await undoLastPublish(undo!, email, language);
  const target = new URL(back, request.url);
  if (result.outcome === 'refused') target.searchParams.set('refused', result.message);
  else target.searchParams.set('outcome', result.outcome);
  return new Response(null, {
    status: 303,
    headers: { location: target.pathname + target.search },
  });
}
