import { makeRouteHandler } from '@keystatic/next/route-handler';

import { editorConfig } from '@/content/editor/config';
import { editingEnabled, editingLocally } from '@/content/editor/mode';
import { prepareSave, type Update } from '@/content/editor/save-check';

const editor = makeRouteHandler({ config: editorConfig });

const notFound = () => new Response('Not Found', { status: 404 });

export function GET(request: Request): Promise<Response> | Response {
  return editingEnabled() ? editor.GET(request) : notFound();
}

/**
 * A local save is checked as the build checks the content, its pictures prepared, and refused with
 * the build's reasons, which the editor shows (in GitHub mode the browser commits itself).
 */
export async function POST(request: Request): Promise<Response> {
  if (!editingEnabled()) return notFound();
  if (!editingLocally() || !new URL(request.url).pathname.endsWith('/update')) {
    return editor.POST(request);
  }
  let saved: Awaited<ReturnType<typeof prepareSave>>;
  try {
    saved = await prepareSave((await request.json()) as Update);
  } catch {
    return new Response('Bad data', { status: 400 });
  }
  if (saved.problems.length) {
    return new Response(`Not saved. ${saved.problems.join('\n')}`, {
      status: 422,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  return editor.POST(
    new Request(request.url, { method: 'POST', headers, body: JSON.stringify(saved.update) }),
  );
}
