import { makeRouteHandler } from '@keystatic/next/route-handler';

import { editorConfig } from '@/content/editor/config';
import { entryLabels } from '@/content/editor/entry-labels';
import { entryLabelsPath } from '@/content/editor/field-limits';
import { fieldProblemsHeader } from '@/content/editor/field-problems';
import { acceptedLanguages, editorLanguage } from '@/content/editor/messages';
import {
  editingEnabled,
  editingNeedsSignIn,
  editorNotFound,
  savesOnThisServer,
} from '@/content/editor/mode';
import { fieldProblems, refusal } from '@/content/editor/refusal';
import { entriesOf, prepareSave, type Update } from '@/content/editor/save-check';
import { saveLive, withContentVersion } from '@/server/content-versions/live-save';

const editor = makeRouteHandler({ config: editorConfig });

export function GET(request: Request): Promise<Response> | Response {
  if (!editingEnabled()) return editorNotFound();
  // The names of a collection's entries, for the interface's entry pickers.
  const { pathname } = new URL(request.url);
  const labels = pathname.startsWith(entryLabelsPath(''))
    ? entryLabels(decodeURIComponent(pathname.slice(entryLabelsPath('').length)))
    : undefined;
  if (labels) return Response.json(labels);
  // The files the interface is loaded from, and the version of the content they are.
  if (editingNeedsSignIn()) return editor.GET(request).then(withContentVersion);
  return editor.GET(request);
}

/**
 * Checked as the build checks the content and refused in the editor's words with what it would
 * break (GitHub mode commits from the browser). Behind sign-in, each save is a version.
 */
export async function POST(request: Request): Promise<Response> {
  if (!editingEnabled()) return editorNotFound();
  if (!savesOnThisServer() || !new URL(request.url).pathname.endsWith('/update')) {
    return editor.POST(request);
  }
  let update: Update;
  let saved: Awaited<ReturnType<typeof prepareSave>>;
  try {
    update = (await request.json()) as Update;
    saved = await prepareSave(update);
  } catch {
    return new Response('Bad data', { status: 400 });
  }
  const language = editorLanguage(acceptedLanguages(request.headers.get('accept-language')));
  if (saved.problems.length) {
    const deleting = !update.additions?.length && Boolean(update.deletions?.length);
    const entries = entriesOf(update);
    // The text is what Keystatic shows above the form; the header, what the form shows beside
    // each field (src/content/editor/editor-chrome.tsx).
    const atFields = fieldProblems(saved.problems, entries, language);
    return new Response(refusal(saved.problems, { saved: entries, deleting }, language), {
      status: 422,
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        [fieldProblemsHeader]: encodeURIComponent(JSON.stringify(atFields)),
      },
    });
  }
  const forward = (body: Update) => {
    const headers = new Headers(request.headers);
    headers.delete('content-length');
    return editor.POST(
      new Request(request.url, { method: 'POST', headers, body: JSON.stringify(body) }),
    );
  };
  if (editingNeedsSignIn()) {
    // The files are written as a version, then the editor answers with them as they are now.
    return saveLive(request, saved.update, language, () =>
      forward({ additions: [], deletions: [] }),
    );
  }
  return forward(saved.update);
}
