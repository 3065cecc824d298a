// Forms on react-hook-form, checked by the contracts' own zod schemas (what the server checks, the form checks first),
// and the server's field errors put back under the field they name.
import { zodResolver } from '@hookform/resolvers/zod';
import i18next from 'i18next';
import { useForm, type FieldValues, type Path, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '@admin/lib/api';

/** A form whose values are the schema's input and whose submit hands over the schema's output. */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  // The resolver's own generics cannot follow a generic schema: its types are the schema's input and output.
  const resolver = zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  return useForm<z.input<S>, unknown, z.output<S>>({ mode: 'onTouched', ...options, resolver });
}

/**
 * The message of a field's error in the chosen language: the form's own translation of the field when there is one
 * (`forms.<form>.<field>`), else the schema's message.
 */
export function fieldError<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>, name: Path<T>, hint?: string) {
  const error = name
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], form.formState.errors) as
    { message?: string } | undefined;
  if (!error) return undefined;
  return hint ?? error.message ?? i18next.t('errors.validation_failed');
}

/** A 4xx naming fields (validation_failed): each message under its field; true when one was placed. */
export function applyServerErrors<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>, error: unknown): boolean {
  if (!(error instanceof ApiError) || error.fields.length === 0) return false;
  for (const field of error.fields) {
    const name = field.field.replace(/^body\./, '') as Path<T>;
    form.setError(name, { type: 'server', message: field.message });
  }
  return true;
}
