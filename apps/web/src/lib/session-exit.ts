// The way out of a session for feature pages (a profile's logout button), which must not import the app layer:
// the app plugs its logout in at start-up.
type LogoutHandler = () => Promise<void>;

let logoutHandler: LogoutHandler | undefined;

export function provideLogout(handler: LogoutHandler | undefined): void {
  logoutHandler = handler;
}

export async function requestLogout(): Promise<void> {
  await logoutHandler?.();
}
