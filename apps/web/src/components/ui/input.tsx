// The text input of every form, and TextField: the input inside its FormField with the label, hint or error wired to
// it (aria-invalid, aria-describedby), so a page cannot forget them.
import { forwardRef, type InputHTMLAttributes } from 'react';
import { FormField, fieldDescriptionId } from '@/components/ui/form-field';

type InputProps = InputHTMLAttributes<HTMLInputElement>;

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({ className, type = 'text', ...rest }, ref) {
  return <input ref={ref} type={type} className={['field__input', className ?? ''].filter(Boolean).join(' ')} {...rest} />;
});

interface TextFieldProps extends InputProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** A fixed start the customer does not type (the phone's +380), shown before the input and not read out. */
  prefix?: string | undefined;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { id, label, error, hint, prefix, ...rest },
  ref,
) {
  const input = (
    <Input
      ref={ref}
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={fieldDescriptionId(id, error, hint)}
      {...rest}
    />
  );
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {prefix === undefined ? (
        input
      ) : (
        <span className="field__control field__control--prefixed">
          <span className="field__prefix" aria-hidden="true">
            {prefix}
          </span>
          {input}
        </span>
      )}
    </FormField>
  );
});
