// Words and names German writes as English does. A German field equal to its English original is
// taken for a forgotten translation unless it is one of these.
const sameInBothLanguages: ReadonlySet<string> = new Set([
  // Products and technologies.
  'Figma',
  'Jetpack Compose',
  'Kotlin',
  'Kubernetes',
  'Linux',
  'Node.js',
  'PostgreSQL',
  'Python',
  'React Native',
  'Swift',
  'SwiftUI',
  'Terraform',
  'TypeScript',
  // The names of our plans.
  'Care',
  'Discovery',
  // Words German has taken over, and the name our German pages give a service.
  'Backend',
  'Design',
  'Fractional CTO',
  'Frontend',
  // The pricing table's markers for "included" and "not included", not shown as text.
  'yes',
  'no',
]);

/** Fields holding names or codes, which are the same in every language. */
const fieldsNotTranslated: ReadonlySet<string> = new Set(['author', 'company', 'clients', 'unit']);

export type Untranslated = { field: string; value: string };

const hasWords = (value: string) => /\p{L}/u.test(value);

const repeatsEnglish = (german: string, english: readonly unknown[]) =>
  hasWords(german) && !sameInBothLanguages.has(german) && english.includes(german);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A German text's fields that repeat the English word for word: strings at the same place, and
 * list items found anywhere in the English list (reordered lists too); numbers and dates never.
 */
export function findUntranslated(english: unknown, german: unknown, path = ''): Untranslated[] {
  const key = path.split('.').findLast((part) => !/^\d+$/.test(part)) ?? '';
  if (fieldsNotTranslated.has(key)) return [];
  const at = (child: string | number) => (path ? `${path}.${child}` : String(child));

  if (typeof german === 'string') {
    return repeatsEnglish(german, [english]) ? [{ field: path, value: german }] : [];
  }
  if (Array.isArray(german)) {
    const englishList = Array.isArray(english) ? english : [];
    return german.flatMap((item, index) =>
      typeof item === 'string'
        ? repeatsEnglish(item, englishList)
          ? [{ field: at(index), value: item }]
          : []
        : findUntranslated(englishList[index], item, at(index)),
    );
  }
  if (isRecord(german)) {
    const englishRecord = isRecord(english) ? english : {};
    return Object.entries(german).flatMap(([name, value]) =>
      findUntranslated(englishRecord[name], value, at(name)),
    );
  }
  return [];
}
