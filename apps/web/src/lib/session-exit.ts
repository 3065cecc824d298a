// The way out of a session for feature pages (a profile's logout button), which must not import the app layer:
// the app plugs its logout in at start-up.
export interface LogoutRequest {
  /** False when the server has already ended the session (token-clear), so there is nobody to tell. */
  callServer?: boolean;
}

type LogoutHandler = (request?: LogoutRequest) => Promise<void>;

let logoutHandler: LogoutHandler | undefined;

export function provideLogout(handler: LogoutHandler | undefined): void {
  logoutHandler = handler;
}

export async function requestLogout(request?: LogoutRequest): Promise<void> {
  await logoutHandler?.(request);
}
