import type { ComponentProps, ReactNode } from 'react';

type FieldProps = {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  optionalLabel?: string;
  children: (describedBy: string | undefined) => ReactNode;
};

/**
 * A labelled control described by its hint and error. The error is no alert of its own: a refused
 * form announces its errors in its summary and focuses the first field to correct (`useForm`).
 */
export function FormField({
  id,
  label,
  hint,
  error,
  required,
  optionalLabel,
  children,
}: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  // In a grid of fields (two columns), each field takes three rows of the grid itself: labels,
  // controls and errors line up across the row, whatever wraps in a label or hint.
  return (
    <div className="row-span-3 grid grid-rows-subgrid gap-y-2">
      <div>
        <label htmlFor={id} className="block font-semibold">
          {label}
          {!required && optionalLabel ? (
            <span className="font-normal text-muted"> ({optionalLabel})</span>
          ) : null}
        </label>
        {hint ? (
          <p id={hintId} className="mt-1 text-sm text-muted">
            {hint}
          </p>
        ) : null}
      </div>
      <div>{children(describedBy)}</div>
      <p id={errorId} className="text-sm font-medium text-danger empty:hidden">
        {error}
      </p>
    </div>
  );
}

export const controlClasses =
  'block w-full rounded-xl border border-field-line bg-surface px-4 py-3 text-base text-ink placeholder:text-muted focus:border-brand aria-invalid:border-danger file:mr-4 file:rounded-full file:border-0 file:bg-sunken file:px-4 file:py-1.5 file:font-semibold file:text-ink';

function TextInput(props: ComponentProps<'input'>) {
  return <input {...props} className={controlClasses} />;
}

function TextArea(props: ComponentProps<'textarea'>) {
  return <textarea rows={6} {...props} className={controlClasses} />;
}

/** A drop-down as tall as the text fields, with the site's own arrow instead of the system's. */
export function Select(props: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select {...props} className={`${controlClasses} appearance-none pr-11`} />
      <svg
        aria-hidden
        viewBox="0 0 24 24"
        className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 fill-none stroke-current stroke-2 text-muted"
      >
        <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </div>
  );
}

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  id: string;
  label: ReactNode;
  error?: string | undefined;
};

/** A checkbox with its label beside it; never pre-ticked unless the visitor ticked it. */
export function CheckboxField({ id, label, error, ...input }: CheckboxFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 size-5 shrink-0 accent-brand"
          {...input}
        />
        <label htmlFor={id} className="text-base">
          {label}
        </label>
      </div>
      <p id={errorId} className="mt-2 text-sm font-medium text-danger empty:hidden">
        {error}
      </p>
    </div>
  );
}

/** A message about the whole form, read out when it changes. */
export function FormStatus({
  tone,
  children,
}: {
  tone: 'error' | 'success';
  children?: ReactNode;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      // The form moves the focus here once it has an answer (`useForm`).
      data-form-status
      tabIndex={-1}
      className={`rounded-xl border p-4 empty:hidden ${tone === 'error' ? 'border-danger text-danger' : 'border-brand text-ink'}`}
    >
      {children}
    </div>
  );
}

type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  optionalLabel?: string | undefined;
};

export function TextField({
  id,
  label,
  hint,
  error,
  optionalLabel,
  type = 'text',
  ...input
}: TextFieldProps) {
  return (
    <FormField
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={input.required}
      optionalLabel={optionalLabel}
    >
      {(describedBy) => (
        <TextInput
          id={id}
          type={type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
      )}
    </FormField>
  );
}

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> &
  Omit<TextFieldProps, keyof ComponentProps<'input'> | 'id'> & { id: string };

export function TextAreaField({
  id,
  label,
  hint,
  error,
  optionalLabel,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FormField
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={textarea.required}
      optionalLabel={optionalLabel}
    >
      {(describedBy) => (
        <TextArea
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...textarea}
        />
      )}
    </FormField>
  );
}
