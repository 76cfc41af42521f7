import type { EditorLanguage } from '@/content/editor/messages';
import type { ContentVersionAction } from '@/server/db/schema';

/** The words of the history pages (src/app/keystatic/history/), in the editor's language. */
export const historyTexts = {
  en: {
    title: 'History',
    intro: 'Every publish on the live site, newest first. Restoring a version publishes it again.',
    allChanges: 'All changes',
    edit: 'Edit',
    openEditor: 'Open the editor',
    version: 'Version',
    lastPublish: 'Last publish',
    undo: 'Undo the last publish',
    nothingYet: 'Nothing has been published on the live site yet.',
    when: 'When',
    entry: 'Entry',
    what: 'What',
    who: 'Who',
    restore: 'Restore this version',
    current: 'Live now',
    actions: {
      original: 'As it was before the first save here',
      save: 'Saved',
      delete: 'Deleted',
      restore: 'Restored',
      deployment: 'Changed by a deployment',
    } satisfies Record<ContentVersionAction, string>,
    restoredFrom: (time: string) => `the version of ${time}`,
    outcomes: {
      restored: 'Restored. It is live within a few seconds.',
      outdated: 'Something else was published in the meantime; look at the list again.',
      'not-found': 'That version does not exist.',
    },
  },
  de: {
    title: 'Verlauf',
    intro:
      'Jede Veröffentlichung auf der Website, die neueste zuerst. Eine wiederhergestellte Fassung wird wieder veröffentlicht.',
    allChanges: 'Alle Änderungen',
    edit: 'Bearbeiten',
    openEditor: 'Editor öffnen',
    version: 'Fassung',
    lastPublish: 'Letzte Veröffentlichung',
    undo: 'Letzte Veröffentlichung rückgängig machen',
    nothingYet: 'Auf der Website wurde noch nichts veröffentlicht.',
    when: 'Wann',
    entry: 'Eintrag',
    what: 'Was',
    who: 'Wer',
    restore: 'Diese Fassung wiederherstellen',
    current: 'Jetzt online',
    actions: {
      original: 'Wie vor dem ersten Speichern hier',
      save: 'Gespeichert',
      delete: 'Gelöscht',
      restore: 'Wiederhergestellt',
      deployment: 'Durch ein Deployment geändert',
    } satisfies Record<ContentVersionAction, string>,
    restoredFrom: (time: string) => `die Fassung vom ${time}`,
    outcomes: {
      restored: 'Wiederhergestellt. In wenigen Sekunden ist es online.',
      outdated:
        'Inzwischen wurde etwas anderes veröffentlicht; sehen Sie sich die Liste nochmals an.',
      'not-found': 'Diese Fassung gibt es nicht.',
    },
  },
} satisfies Record<EditorLanguage, unknown>;

/** A moment as an editor in Switzerland reads it, in their language. */
export const historyTime = (date: Date, language: EditorLanguage): string =>
  new Intl.DateTimeFormat(language === 'de' ? 'de-CH' : 'en-GB', {
    timeZone: 'Europe/Zurich',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
