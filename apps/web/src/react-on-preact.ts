// What `react` resolves to in the PWA's build and unit tests (build-plugins/react-on-preact.ts, decision 0028):
// Preact's compatibility layer, plus the one React 19 hook that a library imports by name and compat lacks.
// @ts-expect-error -- compat's types are one `export =` namespace; its module has these named exports, and no code
// reads this module's types (TypeScript resolves `react` to React's).
export * from 'preact/compat';
export { default } from 'preact/compat';

const ignoreOptimisticUpdate = (): void => undefined;

/**
 * React Router's `<RouterProvider>` imports `useOptimistic` by name, and a named import that a module lacks fails the
 * build. Preact runs a transition synchronously, so an optimistic state would never be seen before the transition's
 * own state replaces it: the value passed in, and a setter that does nothing (stable, as React's is), is what React
 * Router 7 used itself where React had no `useOptimistic`.
 */
export function useOptimistic<State>(passthrough: State): [State, (action: unknown) => void] {
  return [passthrough, ignoreOptimisticUpdate];
}
