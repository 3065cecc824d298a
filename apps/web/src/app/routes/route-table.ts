// The routes matched for the current location, for what reads the matched route from outside it (the header and the
// document title sit in layouts, above the page): app/router.tsx matches once per navigation and provides them,
// routes/route-handle.ts reads them.
import { createContext } from 'react';
import type { RouteMatch, RouteObject } from 'react-router';

export const RouteMatchesContext = createContext<RouteMatch<string, RouteObject>[]>([]);
