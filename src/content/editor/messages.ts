import { isLocale, type Locale } from '@/i18n/locales';

import type { ContentProblem, ProblemReason, ReferredCollection } from '../problems';
import { labelOf, languageNames } from './fields';
import { MAX_PICTURE_BYTES, megabytes, type PictureRefusal } from './picture-rules';

// What the editing interface tells its editors, in English or German: plain words, the fields
// named as the form labels them, never a file's path. (The form itself is in English.)

export type EditorLanguage = 'en' | 'de';

/** The editor's language: the first of its preferred languages that is English or German. */
export function editorLanguage(preferred: readonly string[]): EditorLanguage {
  for (const tag of preferred) {
    const language = tag.trim().slice(0, 2).toLowerCase();
    if (language === 'en' || language === 'de') return language;
  }
  return 'en';
}

/** The languages of an `Accept-Language` header, in its order. */
export const acceptedLanguages = (header: string | null): string[] =>
  (header ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter(Boolean);

const languageIn: Record<EditorLanguage, Record<Locale, string>> = {
  en: { en: 'English', de: 'German' },
  de: { en: 'Englisch', de: 'Deutsch' },
};

/**
 * A field as the form shows it, from its stored path: `['results', 1, 'label', …]` with its
 * language → "Results › 2 › Label (Deutsch)".
 */
export function fieldLabel(field: readonly (string | number)[]): string {
  const locale = field.find((part): part is Locale => typeof part === 'string' && isLocale(part));
  const parts = field
    .filter((part) => part !== locale)
    .map((part) => (typeof part === 'number' ? String(part + 1) : labelOf(part)));
  return `${parts.join(' › ')}${locale ? ` (${languageNames[locale]})` : ''}`;
}

const fileName = (src: string) => src.split('/').pop() ?? src;

export const quoted: Record<EditorLanguage, (text: string) => string> = {
  en: (text) => `“${text}”`,
  de: (text) => `«${text}»`,
};

type Issue = Extract<ProblemReason, { kind: 'invalid' }>['issue'];

/** A schema's complaint in plain words. */
function invalid(issue: Issue, language: EditorLanguage): string {
  const de = language === 'de';
  const length = typeof issue.input === 'string' ? issue.input.length : undefined;
  switch (issue.code) {
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string') {
        if (minimum <= 1) return de ? 'fehlt' : 'required';
        return de ? `mindestens ${minimum} Zeichen` : `at least ${minimum} characters`;
      }
      if (issue.origin === 'array') {
        return de ? `mindestens ${minimum} Einträge` : `at least ${minimum} items`;
      }
      return de ? `mindestens ${minimum}` : `at least ${minimum}`;
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') {
        const now = length === undefined ? '' : de ? ` (jetzt ${length})` : ` (now ${length})`;
        return de ? `höchstens ${maximum} Zeichen${now}` : `at most ${maximum} characters${now}`;
      }
      if (issue.origin === 'array') {
        return de ? `höchstens ${maximum} Einträge` : `at most ${maximum} items`;
      }
      return de ? `höchstens ${maximum}` : `at most ${maximum}`;
    }
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return de ? 'fehlt' : 'required';
      return de ? 'kein gültiger Wert' : 'not a valid value';
    case 'invalid_format':
      if (issue.format === 'date') {
        return de ? 'kein Datum (etwa 2026-12-01)' : 'not a date (such as 2026-12-01)';
      }
      if (issue.format === 'url') {
        return de ? 'keine Webadresse (https://…)' : 'not a web address (https://…)';
      }
      return de ? 'nicht in der erwarteten Form' : 'not in the expected form';
    case 'invalid_value':
      return de ? 'keine der Möglichkeiten zur Auswahl' : 'not one of the choices';
    case 'unrecognized_keys':
      return de
        ? `unbekannte Felder: ${issue.keys.join(', ')}`
        : `unknown fields: ${issue.keys.join(', ')}`;
    case 'custom':
      if (issue.params?.minAboveMax) {
        return de
          ? 'das Minimum darf nicht über dem Maximum liegen'
          : 'the minimum must not be above the maximum';
      }
      return de ? 'kein gültiger Wert' : 'not a valid value';
    default:
      return de ? 'kein gültiger Wert' : 'not a valid value';
  }
}

const referredKinds: Record<EditorLanguage, Record<ReferredCollection, string>> = {
  en: {
    team: 'team member',
    services: 'service',
    'case-studies': 'case study',
    pricing: 'pricing plan',
  },
  de: {
    team: 'Person',
    services: 'Dienstleistung',
    'case-studies': 'Case Study',
    pricing: 'Paket',
  },
};

/** What is wrong, without the field: "at most 300 characters (now 5000)". */
function explainReason(reason: ProblemReason, language: EditorLanguage): string {
  const de = language === 'de';
  const q = quoted[language];
  switch (reason.kind) {
    case 'invalid':
      return invalid(reason.issue, language);
    case 'untranslated':
      return de
        ? `gleich wie auf Englisch (${q(reason.value)}). Bitte übersetzen; ein Wort, das ` +
            'Deutsch ebenso schreibt (etwa ein Produktname), kann zulassen, wer die Website betreut.'
        : `the same as in English (${q(reason.value)}). Translate it; a word German writes the ` +
            'same way (a product name, for example) can be allowed by whoever looks after the site.';
    case 'photoRequired':
      return de
        ? 'fehlt; laden Sie ein Bild für diesen Eintrag hoch'
        : 'required; upload a picture for this entry';
    case 'photoMissing':
      return de
        ? 'das Bild fehlt; laden Sie es erneut hoch'
        : 'the picture is missing; upload it again';
    case 'drawingMissing':
    case 'drawingSize':
      return de
        ? 'die Zeichnung dieses Eintrags fehlt oder passt nicht; bitten Sie, wer die Website ' +
            'betreut, sie neu zu zeichnen'
        : "this entry's drawing is missing or does not fit; ask whoever looks after the site " +
            'to draw it again';
    case 'pictureWithoutAlt':
      return de
        ? `das Bild ${q(fileName(reason.src))} braucht eine Beschreibung`
        : `the picture ${q(fileName(reason.src))} needs a description`;
    case 'pictureMissing':
      return de
        ? `das Bild ${q(fileName(reason.src))} gehört nicht zur Website; fügen Sie es mit ` +
            '«Image» in der Werkzeugleiste ein'
        : `the picture ${q(fileName(reason.src))} is not one of the site's; add it with ` +
            '“Image” in the toolbar';
    case 'fileMissing':
      return de ? 'die Daten des Eintrags fehlen' : "the entry's data is missing";
    case 'unknownField':
      return de ? 'kein Feld dieses Eintrags' : 'not a field of this entry';
    case 'languageMissing':
      return de
        ? `die Texte auf ${languageIn.de[reason.locale]} fehlen; jeder Eintrag braucht jede Sprache`
        : `the ${languageIn.en[reason.locale]} texts are missing; every entry needs every language`;
    case 'languageNotShown':
      return de
        ? `diese Seite gibt es nicht auf ${languageIn.de[reason.locale]}; entfernen Sie ihre ` +
            `Texte auf ${languageIn.de[reason.locale]}`
        : `this page has no ${languageIn.en[reason.locale]} version; remove its ` +
            `${languageIn.en[reason.locale]} texts`;
    case 'folderName':
      return de
        ? 'die Adresse (URL) darf nur kleingeschriebene Wörter mit Bindestrichen enthalten'
        : 'the address (URL) may hold only lower-case words joined by hyphens';
    case 'unknownPage':
      return de ? 'diese Seite gibt es nicht' : 'there is no such page';
    case 'reference': {
      const kind = referredKinds[language][reason.collection];
      if (reason.isDraft) {
        return de
          ? `${kind} ${q(reason.slug)} ist ein Entwurf; veröffentlichen Sie zuerst diesen Eintrag`
          : `the ${kind} ${q(reason.slug)} is a draft; publish it first`;
      }
      return de
        ? `${kind} ${q(reason.slug)} gibt es nicht`
        : `there is no ${kind} ${q(reason.slug)}`;
    }
    case 'planValueMissing':
      return de
        ? `kein Wert für das Paket ${q(reason.plan)}`
        : `no value for the plan ${q(reason.plan)}`;
    case 'picture':
      return explainPicture(reason.refusal, language);
  }
}

/** A problem as its field shows it, the field unnamed: "At most 300 characters (now 5000)". */
export function explainAtField(problem: ContentProblem, language: EditorLanguage): string {
  const what = explainReason(problem.reason, language);
  return what.charAt(0).toUpperCase() + what.slice(1);
}

/** A problem of the entry at hand: "Excerpt (English): at most 300 characters (now 5000)". */
export function explainProblem(problem: ContentProblem, language: EditorLanguage): string {
  if (!problem.field?.length) return explainAtField(problem, language);
  return `${fieldLabel(problem.field)}: ${explainReason(problem.reason, language)}`;
}

/**
 * Why a picture is refused, naming it as `subject` (the file as the editor named it, or "the
 * picture" where the server no longer knows that name).
 */
export function explainPicture(
  refusal: PictureRefusal,
  language: EditorLanguage,
  subject = language === 'de' ? 'Das Bild' : 'The picture',
): string {
  const most = megabytes(MAX_PICTURE_BYTES);
  const de = language === 'de';
  switch (refusal.kind) {
    case 'tooLarge':
      return de
        ? `${subject} hat ${megabytes(refusal.bytes)}; ein Bild darf höchstens ${most} haben. ` +
            'Speichern Sie es kleiner (etwa 2400 Pixel breit) und wählen Sie es erneut.'
        : `${subject} has ${megabytes(refusal.bytes)}; a picture may have at most ${most}. ` +
            'Save it smaller (for example 2,400 pixels wide) and choose it again.';
    case 'notPicture':
      return de
        ? `${subject} ist kein Bild, das die Website zeigen kann: Wählen Sie ein JPEG, PNG, ` +
            'WebP, AVIF oder SVG.'
        : `${subject} is not a picture the site can show: choose a JPEG, PNG, WebP, AVIF or SVG.`;
    case 'unsafeSvg':
      return de
        ? `${subject} enthält Skripte oder Links auf andere Dateien, was ein Bild der Website ` +
            'nicht darf. Exportieren Sie es erneut als einfaches SVG oder als PNG.'
        : `${subject} contains scripts or links to other files, which a picture of the site may ` +
            'not. Export it again as a plain SVG, or as PNG.';
    case 'damaged':
      return de
        ? `${subject} lässt sich nicht lesen: Die Datei ist beschädigt oder kein vollständiges Bild.`
        : `${subject} could not be read: the file is damaged or not a complete picture.`;
  }
}

/** The words of the interface's own parts, beside Keystatic's. */
export const interfaceTexts = {
  en: {
    notSaved: 'Not saved:',
    notDeleted: 'Not deleted:',
    saved: 'Saved.',
    deleted: 'Entry deleted.',
    overview: 'Content overview',
    characters: (count: number, max: number) => `${count} / ${max} characters`,
    choose: (min: number, max: number, chosen: number) =>
      `Choose ${max === Infinity ? `at least ${min}` : `${min} to ${max}`} (${chosen} chosen).`,
    noMatch: 'No match',
    required: (label: string) => `${label} is required`,
    referredBy: (name: string, collection: string, fields: string) =>
      `${name} (${collection}) refers to this entry in ${fields}; change that first.`,
    inEntry: (name: string, collection: string) => `${name} (${collection})`,
    history: 'History',
    changedMeanwhile: (who: string, time: string) =>
      `Not saved: ${who} changed this entry at ${time}, after you opened it. Reload the page and press Reset changes to see that version, then make your change again.`,
    reloadFirst: 'Not saved: reload the page, then save again.',
  },
  de: {
    notSaved: 'Nicht gespeichert:',
    notDeleted: 'Nicht gelöscht:',
    saved: 'Gespeichert.',
    deleted: 'Eintrag gelöscht.',
    overview: 'Übersicht der Inhalte',
    characters: (count: number, max: number) => `${count} / ${max} Zeichen`,
    choose: (min: number, max: number, chosen: number) =>
      `Wählen Sie ${max === Infinity ? `mindestens ${min}` : `${min} bis ${max}`} (${chosen} gewählt).`,
    noMatch: 'Kein Treffer',
    required: (label: string) => `${label} fehlt`,
    referredBy: (name: string, collection: string, fields: string) =>
      `${name} (${collection}) verweist im Feld ${fields} auf diesen Eintrag; ändern Sie das zuerst.`,
    inEntry: (name: string, collection: string) => `${name} (${collection})`,
    history: 'Verlauf',
    changedMeanwhile: (who: string, time: string) =>
      `Nicht gespeichert: ${who} hat diesen Eintrag um ${time} geändert, nachdem Sie ihn geöffnet haben. Laden Sie die Seite neu und klicken Sie auf «Reset changes», um diese Fassung zu sehen; nehmen Sie Ihre Änderung dann nochmals vor.`,
    reloadFirst: 'Nicht gespeichert: Laden Sie die Seite neu und speichern Sie nochmals.',
  },
} satisfies Record<EditorLanguage, unknown>;
