// Every toast of the app goes through here, so timing and behaviour match spec sections 4 and 9 everywhere.
// react-toastify is loaded on first use and its container mounts then (src/lib/toast-host.tsx, from the root shell):
// toasts are never part of the first screen nor of a visit that raises none, and toasts raised before the
// container is up are queued by react-toastify itself.
import { createElement, type ReactNode } from 'react';
import type * as ReactToastify from 'react-toastify';
import type { Id } from 'react-toastify';
import { toastTiming } from '@/config/constants';

type Toastify = typeof ReactToastify;
type ToastType = 'info' | 'success' | 'warning' | 'error' | 'default';

let toastifyModule: Promise<Toastify> | undefined;
const toastHostListeners = new Set<() => void>();

export function loadToastify(): Promise<Toastify> {
  if (!toastifyModule) {
    toastifyModule = import('react-toastify');
    for (const listener of toastHostListeners) listener();
  }
  return toastifyModule;
}

/** Whether a toast has been raised, so the root shell mounts the container (a useSyncExternalStore source). */
export const toastHostNeeded = (): boolean => toastifyModule !== undefined;

export function subscribeToastHost(listener: () => void): () => void {
  toastHostListeners.add(listener);
  return () => toastHostListeners.delete(listener);
}

let toastSequence = 0;
// Ids are ours, so a loading toast can be updated before the library has even finished loading.
const nextToastId = (): string => {
  toastSequence += 1;
  return `toast-${toastSequence}`;
};

// Calls chained on the one module promise run in the order they were made, so an update never overtakes its toast.
function withToastify(action: (library: Toastify) => void): void {
  void loadToastify().then(action);
}

/** A way on from the toast's news ("Додано до кошика" → "До кошика"). */
export interface ToastAction {
  label: string;
  onClick(): void;
  testId?: string;
}

/**
 * The message and its way on as one line ("Додано до кошика · До кошика"): a small link-styled button, no pill, so the
 * toast stays one tap-target tall and covers nothing under the header. A tap on it runs the action and closes the toast.
 */
function withAction(message: string, action: ToastAction): (props: { closeToast?: () => void }) => ReactNode {
  return function ToastWithAction({ closeToast }) {
    return createElement(
      'div',
      { className: 'toast-action' },
      createElement('span', { className: 'toast-action__message' }, message),
      createElement(
        'button',
        {
          type: 'button',
          className: 'toast-action__link',
          'data-testid': action.testId,
          onClick: (event: Event) => {
            // The toast's own closeOnClick would also fire; the action decides.
            event.stopPropagation();
            action.onClick();
            closeToast?.();
          },
        },
        action.label,
      ),
    );
  };
}

/** The class of the one-line toast with a way on (components/ui/toast.css). */
export const compactToastClass = 'toast-compact';

/** Toasts about something done on the page that raised them ("Додано до кошика"): they close when the customer leaves it. */
const pageToasts = new Set<Id>();

export interface ToastOptions {
  action?: ToastAction;
  /** The news belongs to this page: leaving it closes the toast instead of letting it follow to the next page. */
  page?: boolean;
}

function show(type: ToastType, message: string, { action, page = false }: ToastOptions = {}): Id {
  const toastId = nextToastId();
  if (page) pageToasts.add(toastId);
  withToastify(({ toast }) => {
    // A toast with a way on is the compact one: no close cross beside the link (a tap anywhere closes it).
    const options = action ? { toastId, className: compactToastClass, closeButton: false } : { toastId };
    const content = action ? withAction(message, action) : message;
    if (type === 'default') toast(content, options);
    else toast[type](content, options);
  });
  return toastId;
}

export interface LoadingToast {
  readonly id: Id;
  success(message: string): void;
  error(message: string): void;
}

function settle(id: Id, type: 'success' | 'error', message: string): void {
  withToastify(({ toast }) => {
    // The loading toast was created without auto-close; the final state gets the normal lifetime back.
    const update = () =>
      toast.update(id, { render: message, type, isLoading: false, autoClose: toastTiming.autoCloseMs, closeOnClick: true });
    if (toast.isActive(id)) {
      update();
      return;
    }
    // Still queued, as the container mounts lazily: an update now would be lost, so it waits until the toast shows.
    const unsubscribe = toast.onChange((item) => {
      if (item.id !== id || item.status !== 'added') return;
      unsubscribe();
      update();
    });
  });
}

export const notify = {
  info: (message: string, options?: ToastOptions): Id => show('info', message, options),
  success: (message: string, options?: ToastOptions): Id => show('success', message, options),
  warning: (message: string, options?: ToastOptions): Id => show('warning', message, options),
  error: (message: string, options?: ToastOptions): Id => show('error', message, options),
  default: (message: string, options?: ToastOptions): Id => show('default', message, options),
  /** A loading toast never closes by itself; settle it with `success` or `error`. */
  loading(message: string): LoadingToast {
    const id = nextToastId();
    withToastify(({ toast }) => toast.loading(message, { toastId: id, autoClose: false, closeOnClick: false }));
    return {
      id,
      success: (text) => settle(id, 'success', text),
      error: (text) => settle(id, 'error', text),
    };
  },
  // Nothing to dismiss before the first toast: it does not load the library.
  dismiss: (id?: Id): void => {
    if (toastHostNeeded()) withToastify(({ toast }) => toast.dismiss(id));
  },
  /** Closes the toasts raised with `page: true`: the root shell calls it when the customer moves to another page. */
  dismissPageToasts(): void {
    if (pageToasts.size === 0) return;
    const ids = [...pageToasts];
    pageToasts.clear();
    for (const id of ids) notify.dismiss(id);
  },
};
