// Toasts for every change: a staff member sees that what they did took effect, or why it did not, in words.
import { notifications } from '@mantine/notifications';
import { MutationCache } from '@tanstack/react-query';
import i18next from 'i18next';
import { ApiError } from '@admin/lib/api';

/** The message of an error in the chosen language: the server's code through errors.*, else a generic line. */
export function errorMessage(error: unknown): string {
  const code = error instanceof ApiError ? error.code : 'generic';
  return i18next.t(`errors.${code}`, { defaultValue: i18next.t('errors.generic') });
}

export function notifySuccess(message: string): void {
  notifications.show({ color: 'teal', title: i18next.t('toast.done'), message, autoClose: 4000, withBorder: true });
}

export function notifyError(error: unknown): void {
  notifications.show({
    color: 'red',
    title: i18next.t('toast.failed'),
    message: errorMessage(error),
    autoClose: 8000,
    withBorder: true,
  });
}

/** Options for a useMutation: a success toast with the given words, an error toast with the server's reason. */
export function toastOptions<T>(success: string | ((result: T) => string)) {
  return {
    onSuccess: (result: T) => notifySuccess(typeof success === 'function' ? success(result) : success),
    onError: (error: unknown) => notifyError(error),
  };
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The screen says the outcome itself (a toast with figures, an inline error): no generic toast. */
      ownToast?: boolean;
    };
  }
}

/**
 * A toast for every change, whichever screen makes it: a success in general words, a failure with the server's
 * reason. A mutation whose screen says more (the new balance, the sign-in error under the form) sets meta.ownToast.
 */
export function mutationToasts(): MutationCache {
  return new MutationCache({
    onSuccess: (_data, _variables, _context, mutation) => {
      if (!mutation.meta?.ownToast) notifySuccess(i18next.t('toast.saved'));
    },
    onError: (error, _variables, _context, mutation) => {
      if (!mutation.meta?.ownToast) notifyError(error);
    },
  });
}
