'use client';

type ErrorSummaryProps = {
  /** The id a post without JavaScript returns to: the form's action URL ends in `#<id>`. */
  id: string;
  message: string | undefined;
  errors: Record<string, string>;
  /** The fields' labels, in the order of the fields in the form. */
  labels: Record<string, string>;
  fieldId: (name: string) => string;
};

/** "Email: Please enter…", but "What is it about? Please fill in…" after a label that is a question. */
function withLabel(label: string | undefined, error: string): string {
  if (!label) return error;
  return /[?!:.]$/.test(label) ? `${label} ${error}` : `${label}: ${error}`;
}

/** A refused form's errors at its top, linked to their fields; a post without JS returns here. */
export function ErrorSummary({ id, message, errors, labels, fieldId }: ErrorSummaryProps) {
  // In the order of the fields: `labels` lists them so; the consent boxes at the form's end have
  // no label here and come last.
  const fields = Object.keys(labels);
  const position = (name: string) => (fields.includes(name) ? fields.indexOf(name) : fields.length);
  const entries = Object.entries(errors).sort(([a], [b]) => position(a) - position(b));
  return (
    <div id={id} className="scroll-mt-28 empty:hidden">
      {entries.length > 0 ? (
        <div role="alert" className="rounded-xl border border-danger p-4 text-danger">
          {message ? <p className="font-semibold">{message}</p> : null}
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {entries.map(([name, error]) => (
              <li key={name}>
                <a href={`#${fieldId(name)}`} className="underline underline-offset-4">
                  {withLabel(labels[name], error)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
