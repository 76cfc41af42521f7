import { makeRouteHandler } from '@keystatic/next/route-handler';

import { editorConfig } from '@/content/editor/config';
import { editingEnabled } from '@/content/editor/mode';
import { problemsAfter } from '@/content/editor/save-check';

const editor = makeRouteHandler({ config: editorConfig });

const notFound = () => new Response('Not Found', { status: 404 });

export function GET(request: Request): Promise<Response> | Response {
  return editingEnabled() ? editor.GET(request) : notFound();
}

/** A save is checked as the build checks the content; one it would fail is refused with why. */
export async function POST(request: Request): Promise<Response> {
  if (!editingEnabled()) return notFound();
  if (new URL(request.url).pathname.endsWith('/update')) {
    let problems: string[];
    try {
      problems = problemsAfter(await request.clone().json());
    } catch {
      return new Response('Bad data', { status: 400 });
    }
    if (problems.length) {
      return new Response(`Not saved. ${problems.join('\n')}`, {
        status: 422,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
    }
  }
  return editor.POST(request);
}
