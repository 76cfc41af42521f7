import { headers } from 'next/headers';
import Link from 'next/link';
import { notFound } from 'next/navigation';

import { editHrefOf, historyHrefOf } from '@/content/editor/entry-pages';
import { acceptedLanguages, editorLanguage } from '@/content/editor/messages';
import { editingNeedsSignIn } from '@/content/editor/mode';
import { entryName } from '@/content/editor/refusal';
import { historyTexts, historyTime } from '@/server/content-versions/history-texts';
import { recentVersions, versionsOf, type Version } from '@/server/content-versions/versions';
import { withDatabase } from '@/server/db';

import '../../overview/overview.css';
import './history.css';

export const dynamic = 'force-dynamic';

const HISTORY_FORM = '/api/keystatic/history/';

type Props = {
  params: Promise<{ entry?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * The site's last publishes with an undo of the last, or one entry's versions to restore. Only a
 * live site has versions; under `npm run edit` the history is git's.
 */
export default async function History({ params, searchParams }: Props) {
  if (!editingNeedsSignIn()) notFound();
  const { entry: segments = [] } = await params;
  if (segments.length !== 0 && segments.length !== 2) notFound();
  const entry = segments.length ? segments.join('/') : undefined;
  const language = editorLanguage(acceptedLanguages((await headers()).get('accept-language')));
  const texts = historyTexts[language];
  const query = await searchParams;
  const outcome = typeof query.outcome === 'string' ? query.outcome : undefined;
  const refused = typeof query.refused === 'string' ? query.refused : undefined;
  const versions = await withDatabase((db) =>
    entry ? versionsOf(db, entry) : recentVersions(db, 50),
  );
  const shown = entry ? versions : versions.filter(({ action }) => action !== 'original');
  const timeOf = new Map(versions.map(({ id, createdAt }) => [id, createdAt]));
  const last = shown[0];
  const named = (of: string) => {
    const { name, collection } = entryName(of);
    return `${name} (${collection})`;
  };

  return (
    <main className="overview" lang={language}>
      <header>
        <h1>{entry ? `${texts.title}: ${named(entry)}` : texts.title}</h1>
        <p>
          {texts.intro}{' '}
          {entry ? (
            <>
              <Link href={editHrefOf(entry)}>{texts.edit}</Link> ·{' '}
              <Link href={historyHrefOf()}>{texts.allChanges}</Link>
            </>
          ) : (
            <Link href="/keystatic">{texts.openEditor}</Link>
          )}
        </p>
      </header>
      <div role="status">
        {outcome && outcome in texts.outcomes && (
          <p className="ok">{texts.outcomes[outcome as keyof typeof texts.outcomes]}</p>
        )}
      </div>
      {refused && (
        <p role="alert" className="bad history-refusal">
          {refused}
        </p>
      )}
      {!entry && last && (
        <form method="post" action={HISTORY_FORM} className="history-undo">
          <p>
            {texts.lastPublish}: {named(last.entry)}, {texts.actions[last.action]},{' '}
            {historyTime(last.createdAt, language)}, {last.email}
          </p>
          <input type="hidden" name="undo" value={last.id} />
          <input type="hidden" name="back" value={historyHrefOf()} />
          <button type="submit">{texts.undo}</button>
        </form>
      )}
      {shown.length === 0 ? (
        <p>{texts.nothingYet}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{texts.when}</th>
              {!entry && <th scope="col">{texts.entry}</th>}
              <th scope="col">{texts.what}</th>
              <th scope="col">{texts.who}</th>
              {entry && <th scope="col">{texts.version}</th>}
            </tr>
          </thead>
          <tbody>
            {shown.map((version: Version, index) => (
              <tr key={version.id}>
                <th scope="row">{historyTime(version.createdAt, language)}</th>
                {!entry && (
                  <td>
                    <Link href={historyHrefOf(version.entry)}>{named(version.entry)}</Link>
                  </td>
                )}
                <td>
                  {texts.actions[version.action]}
                  {version.restoredFrom && timeOf.has(version.restoredFrom)
                    ? `: ${texts.restoredFrom(historyTime(timeOf.get(version.restoredFrom)!, language))}`
                    : ''}
                </td>
                <td>{version.email ?? '–'}</td>
                {entry && (
                  <td>
                    {index === 0 ? (
                      <span className="ok">{texts.current}</span>
                    ) : (
                      <form method="post" action={HISTORY_FORM}>
                        <input type="hidden" name="restore" value={version.id} />
                        <input type="hidden" name="back" value={historyHrefOf(entry)} />
                        <button type="submit">{texts.restore}</button>
                      </form>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
