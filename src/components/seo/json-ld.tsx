import type { Thing, WithContext } from 'schema-dts';

/** Structured data for search engines, one script per object. */
export function JsonLd<T extends Thing>({ data }: { data: WithContext<T> }) {
  return (
    <script
      type="application/ld+json"
      // `<` is escaped so that no string in the data can close the script element.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
