// The app's own install banner: captures beforeinstallprompt, offers install or cancel, and remembers a cancel for good.
import { create } from 'zustand';
import { storageKeys } from '@/config/constants';
import { readLocal, writeLocal } from '@/lib/storage';

/** Chromium's install event; not in the DOM typings. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

interface InstallPromptState {
  pending: BeforeInstallPromptEvent | null;
}

export const useInstallPromptStore = create<InstallPromptState>(() => ({ pending: null }));

export function isInstallDismissed(): boolean {
  return readLocal(storageKeys.installDismissed) === '1';
}

/** Listens from app start: the event fires once per page load, often before React renders. */
export function captureInstallPrompt(target: Window = window): () => void {
  const onPrompt = (event: Event): void => {
    // Suppress the browser's own bar in every case; the customer answers our banner (or already did).
    event.preventDefault();
    if (isInstallDismissed()) return;
    useInstallPromptStore.setState({ pending: event as BeforeInstallPromptEvent });
  };
  const onInstalled = (): void => useInstallPromptStore.setState({ pending: null });
  target.addEventListener('beforeinstallprompt', onPrompt);
  target.addEventListener('appinstalled', onInstalled);
  return () => {
    target.removeEventListener('beforeinstallprompt', onPrompt);
    target.removeEventListener('appinstalled', onInstalled);
  };
}

/** Shows the browser's install dialog; a prompt event can be used once, so the banner goes away either way. */
export async function acceptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const pending = useInstallPromptStore.getState().pending;
  if (!pending) return 'unavailable';
  useInstallPromptStore.setState({ pending: null });
  await pending.prompt();
  const choice = await pending.userChoice;
  return choice.outcome;
}

export function dismissInstall(): void {
  writeLocal(storageKeys.installDismissed, '1');
  useInstallPromptStore.setState({ pending: null });
}
