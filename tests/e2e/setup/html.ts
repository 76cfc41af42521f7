import { HtmlValidate } from 'html-validate';

/** html-validate's recommended rules, less those that flag how React and Next write valid HTML. */
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // React writes attributes in camelCase (`hrefLang`); HTML attribute names are
    // case-insensitive, so this is valid markup, not an error.
    'attr-case': 'off',
    // Next.js gives an internal script the id `_R_`: valid HTML, only unusual.
    'valid-id': ['error', { relaxed: true }],
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'no-inline-style': 'off',
    'void-style': 'off',
    'no-trailing-whitespace': 'off',
    'long-title': 'off',
    // Next.js streams its payload in inline scripts.
    'no-raw-characters': 'off',
  },
});

/** What html-validate finds wrong in a document, one line per message. */
export async function htmlProblems(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) =>
    result.messages.map((message) => `${message.ruleId}: ${message.message}`),
  );
}
