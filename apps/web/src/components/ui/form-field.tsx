// A labelled form field with its hint or error text; the input itself is the child, so any control fits.
import type { ReactNode } from 'react';

interface FormFieldProps {
  /** The id of the control inside; the error gets `${id}-error` for aria-describedby. */
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: ReactNode;
}

export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

export function fieldHintId(id: string): string {
  return `${id}-hint`;
}

/** What describes the control: its error when there is one, else its hint (none without either). */
export function fieldDescriptionId(id: string, error: string | undefined, hint: string | undefined): string | undefined {
  if (error) return fieldErrorId(id);
  return hint ? fieldHintId(id) : undefined;
}

export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <span id={fieldErrorId(id)} className="field__error" role="alert">
          {error}
        </span>
      ) : (
        hint && (
          <span id={fieldHintId(id)} className="field__hint">
            {hint}
          </span>
        )
      )}
    </div>
  );
}
