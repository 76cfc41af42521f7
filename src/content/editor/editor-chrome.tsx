import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';

import { editorConfig } from './config';
import { CONTENT_VERSION_HEADER } from './content-version';
import { entryOfPage, historyHrefOf } from './entry-pages';
import { fieldProblemsOf, showFieldProblems } from './field-problems';
import { useEditorLanguage } from './language';
import { interfaceTexts } from './messages';

// Around Keystatic's app: the overview link, a word that a save or delete went through (Keystatic
// says so only on creating), and a refusal's problems beside their fields.

type Done = 'saved' | 'deleted';

/** Sent with each save, so that the server can refuse one made on a form changed since. */
let seenVersion: string | undefined;

function withSeenVersion(input: RequestInfo | URL, init: RequestInit | undefined): RequestInit {
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : {}));
  if (seenVersion !== undefined) headers.set(CONTENT_VERSION_HEADER, seenVersion);
  return { ...init, headers };
}

const urlOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : String(input));

function isUpdate(input: RequestInfo | URL, init: RequestInit | undefined): boolean {
  const url = urlOf(input);
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  return method === 'POST' && url.endsWith('/api/keystatic/update');
}

function doneBy(init: RequestInit | undefined): Done | undefined {
  // A new entry's form: Keystatic reports its creation itself.
  if (window.location.pathname.endsWith('/create')) return undefined;
  try {
    const { additions = [], deletions = [] } = JSON.parse(String(init?.body)) as {
      additions?: unknown[];
      deletions?: unknown[];
    };
    return additions.length === 0 && deletions.length > 0 ? 'deleted' : 'saved';
  } catch {
    return 'saved';
  }
}

/** Keystatic offers no hook for saves, so the interface's `fetch` is wrapped. */
function useDone(): { done: Done; count: number } | undefined {
  const [done, setDone] = useState<{ done: Done; count: number }>();
  useEffect(() => {
    const send = window.fetch;
    window.fetch = async (input, init) => {
      if (!isUpdate(input, init)) {
        const answer = await send(input, init);
        // The tree lists the files the forms are filled from; a file's own answer may be newer.
        if (urlOf(input).endsWith('/api/keystatic/tree')) {
          seenVersion = answer.headers.get(CONTENT_VERSION_HEADER) ?? seenVersion;
        }
        return answer;
      }
      showFieldProblems([]);
      const answer = await send(input, withSeenVersion(input, init));
      seenVersion = answer.headers.get(CONTENT_VERSION_HEADER) ?? seenVersion;
      if (answer.status === 422) showFieldProblems(fieldProblemsOf(answer.headers));
      const kind = answer.ok ? doneBy(init) : undefined;
      if (kind) setDone((last) => ({ done: kind, count: (last?.count ?? 0) + 1 }));
      return answer;
    };
    return () => {
      window.fetch = send;
    };
  }, []);
  useEffect(() => {
    if (!done) return;
    // Long enough to read, short enough not to stand for a later save. Only this word is hidden:
    // a save that went through as the time ran out has its own.
    const hide = setTimeout(() => setDone((shown) => (shown === done ? undefined : shown)), 6000);
    return () => clearTimeout(hide);
  }, [done]);
  return done;
}

const isDashboard = (pathname: string) => /^\/keystatic(?:\/branch\/[^/]+)?\/?$/.test(pathname);

/** The overview and the versions: on this server's own files, under `npm run edit` or live. */
const ownFiles = editorConfig.storage.kind === 'local';

/** Versions are kept on a live site only: under `npm run edit` the history is git's. */
const historyServed = ownFiles && process.env.NODE_ENV === 'production';

export function EditorChrome() {
  const texts = interfaceTexts[useEditorLanguage()];
  const pathname = usePathname();
  const done = useDone();
  const entry = entryOfPage(pathname);
  return (
    <>
      {historyServed && (entry || isDashboard(pathname)) && (
        <a className="editor-history-link" href={historyHrefOf(entry)}>
          {texts.history}
        </a>
      )}
      {ownFiles && isDashboard(pathname) && (
        // A page load, not the router's: the overview is a page of the server, outside the app.
        // eslint-disable-next-line @next/next/no-html-link-for-pages
        <a className="editor-overview-link" href="/keystatic/overview/">
          {texts.overview}
        </a>
      )}
      <p className="editor-toast" role="status">
        {done && texts[done.done]}
      </p>
    </>
  );
}
