// Toasts for every change: a staff member sees that what they did took effect, or why it did not, in words.
import { notifications } from '@mantine/notifications';
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
