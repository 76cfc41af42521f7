import { headers } from 'next/headers';
import Link from 'next/link';
import { notFound } from 'next/navigation';

import { languageNames } from '@/content/editor/fields';
import { acceptedLanguages, editorLanguage, explainProblem } from '@/content/editor/messages';
import { savesOnThisServer } from '@/content/editor/mode';
import { contentOverview, type LanguageState } from '@/content/editor/overview';
import { historyTime } from '@/server/content-versions/history-texts';

import './overview.css';

export const dynamic = 'force-dynamic';

const headingId = (label: string) => `${label.toLowerCase().replace(/\W+/g, '-')}-heading`;

function Language({ language }: { language: LanguageState }) {
  if (language.state === 'written') return <span className="ok">Written</span>;
  if (language.state === 'missing') return <span className="bad">Missing</span>;
  return <span className="warn">Still in English: {language.fields.join(', ')}</span>;
}

/** Every entry at a glance: missing languages, drafts, and what keeps an entry off the site. */
export default async function ContentOverview() {
  // It names drafts and what keeps them off the site: for editors only, behind sign-in on a live
  // site.
  if (!savesOnThisServer()) notFound();
  const language = editorLanguage(acceptedLanguages((await headers()).get('accept-language')));
  const collections = contentOverview();
  return (
    <main className="overview">
      <header>
        <h1>Content overview</h1>
        <p>
          Every entry, how far each language is, and whether it is on the site.{' '}
          <Link href="/keystatic">Open the editor</Link>
        </p>
      </header>
      {collections.map(({ label, entries }) => (
        // An id without spaces: aria-labelledby reads a space as the start of another id.
        <section key={label} aria-labelledby={headingId(label)}>
          <h2 id={headingId(label)}>{label}</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">Entry</th>
                <th scope="col">State</th>
                {Object.values(languageNames).map((name) => (
                  <th scope="col" key={name}>
                    {name}
                  </th>
                ))}
                <th scope="col">Page</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.editHref}>
                  <th scope="row">
                    <Link href={entry.editHref}>{entry.name}</Link>
                  </th>
                  <td>
                    {entry.problems.length ? (
                      <details>
                        <summary className="bad">
                          {entry.problems.length === 1
                            ? 'Cannot be published: 1 problem'
                            : `Cannot be published: ${entry.problems.length} problems`}
                        </summary>
                        <ul>
                          {entry.problems.map((problem) => (
                            <li key={problem.line}>{explainProblem(problem, language)}</li>
                          ))}
                        </ul>
                      </details>
                    ) : entry.draft ? (
                      <span className="warn">Draft</span>
                    ) : entry.scheduledFor ? (
                      <span className="warn">
                        Scheduled for{' '}
                        <time dateTime={entry.scheduledFor.toISOString()}>
                          {historyTime(entry.scheduledFor, 'en')}
                        </time>
                      </span>
                    ) : (
                      <span className="ok">Published</span>
                    )}
                  </td>
                  {Object.keys(languageNames).map((locale) => {
                    const language = entry.languages.find((state) => state.locale === locale);
                    return (
                      <td key={locale}>{language ? <Language language={language} /> : '–'}</td>
                    );
                  })}
                  <td>
                    {/* Plain links: the site's pages, or a preview's route, are another document. */}
                    {entry.pages.map(({ locale, href }) => (
                      <a key={locale} href={href} className="page-link" lang={locale}>
                        {languageNames[locale]}
                      </a>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </main>
  );
}
