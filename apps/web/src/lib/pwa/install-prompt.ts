// The app's own install banner: captures beforeinstallprompt, offers install or cancel, and remembers a cancel for good.
// The offer waits until it is earned, on the second visit or after the first credited scan: on the very first screen,
// under the 18+ question, it asks for a home-screen place before the app has shown what it is for (designer review 8).
import { create } from 'zustand';
import { sessionStorageKeys, storageKeys } from '@/config/constants';
import { readLocal, readSession, writeLocal, writeSession } from '@/lib/storage';

/** Chromium's install event; not in the DOM typings. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

interface InstallPromptState {
  pending: BeforeInstallPromptEvent | null;
  /** A second visit or a credited scan has come: the banner may show when the browser allows installing. */
  earned: boolean;
}

export const useInstallPromptStore = create<InstallPromptState>(() => ({ pending: null, earned: false }));

/** Counts this visit (a tab's life: a reload is the same visit) and says whether the offer is earned by now. */
function installEarnedAtStart(): boolean {
  if (readLocal(storageKeys.installEarned) === '1') return true;
  if (readSession(sessionStorageKeys.visitCounted) === '1') return false;
  writeSession(sessionStorageKeys.visitCounted, '1');
  const visits = (Number(readLocal(storageKeys.visits)) || 0) + 1;
  writeLocal(storageKeys.visits, String(visits));
  if (visits < 2) return false;
  writeLocal(storageKeys.installEarned, '1');
  return true;
}

/** The first credited scan earns the offer at once: the app has just shown what it is for. */
export function earnInstallOffer(): void {
  writeLocal(storageKeys.installEarned, '1');
  useInstallPromptStore.setState({ earned: true });
}

/** Pages where the offer would cover what the customer came to do: it waits for another page. */
const heldBackPaths = ['/is18', '/auth', '/registration', '/scan', '/shop/cart', '/shop/delivery', '/shop/payment'];
const heldBackPrefixes = ['/scan/', '/shop/checkout', '/shop/success', '/shop/order-again/'];

/**
 * The offer waits off the pages where it would be in the way (designer reviews 9 and 11): the age question and the
 * sign-in (before the customer is even in), the scan result that earned it (over «Сканувати ще»), and the checkout
 * from the cart to the order's success page (over «Оформити доставку» and the payment). It shows on the next page.
 */
export function installOfferHeldBack(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return heldBackPaths.includes(path) || heldBackPrefixes.some((prefix) => path.startsWith(prefix));
}

export function isInstallDismissed(): boolean {
  return readLocal(storageKeys.installDismissed) === '1';
}

/** Listens from app start: the event fires once per page load, often before React renders. */
export function captureInstallPrompt(target: Window = window): () => void {
  useInstallPromptStore.setState({ earned: installEarnedAtStart() });
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
