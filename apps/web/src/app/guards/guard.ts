// What a route guard is: a check run before the route that lets it through, redirects, or blocks with a status.
export interface GuardContext {
  url: URL;
}

export type GuardOutcome = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'block'; status: number };

export type Guard = (context: GuardContext) => GuardOutcome;

export const allow: GuardOutcome = { kind: 'allow' };
export const redirectTo = (to: string): GuardOutcome => ({ kind: 'redirect', to });
