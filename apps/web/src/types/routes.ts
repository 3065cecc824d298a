// The route registry's vocabulary: what a feature declares about each of its routes (spec section 2).
import type { ComponentType } from 'react';
import type { ParseKeys } from 'i18next';
import type { CustomTypeOptions } from 'i18next';
import type { Brand } from '@loyalty/contracts/brand';

export const guardNames = [
  'authentication',
  'is-authentication',
  'is18',
  'is-success-is18',
  'to-ogo-landing',
  'referrer',
] as const;
export type GuardName = (typeof guardNames)[number];

export const layoutNames = ['account', 'account-off-footer', 'ogo-footer', 'landing', 'forall', 'default', 'error'] as const;
export type LayoutName = (typeof layoutNames)[number];

/**
 * Route titles: the first screen's in uk.json, lazy pages' in their own locale bundle under `title` (loaded with the page
 * before it renders), all typed through the i18n resources (src/lib/i18n.ts).
 */
export type TitleKey = keyof CustomTypeOptions['resources']['translation']['title'];

/** A page module: its default export is the page component. */
export interface PageModule {
  default: ComponentType;
}

export interface RouteDefinition {
  path: string;
  layout: LayoutName;
  /** Omitted means the default guard, authentication; an empty list means reachable without login. */
  guards?: readonly GuardName[];
  /** Where the header's back arrow leads; null shows no arrow. */
  back: string | null;
  /** News detail and product detail pages hide the header logo (spec section 2); the header shows the page's title. */
  hideLogo?: boolean;
  titleKey: TitleKey;
  /**
   * Where the logo is hidden, what the header says instead: the section the back arrow returns to («Стіки», «Обмін
   * балів», «Новини»), so the customer reads where "back" leads; the page's own title when omitted.
   */
  sectionTitleKey?: ParseKeys;
  /**
   * A full-screen (`account-off-footer`) page that keeps the bottom bar: the scans, a tap from the scan hub that has
   * it. The cart and checkout leave it out for their own sticky total and action.
   */
  tabBar?: boolean;
  /** Every page is its own chunk: the first screen loads only what it shows. */
  lazy: () => Promise<PageModule>;
  /**
   * Starts the page's first data request once the guards let the visitor in, while the page's chunk still loads:
   * the page then finds the answer in the query cache, or on its way, instead of asking after it renders.
   */
  /**
   * Asks for the page's data while its chunk loads; may return the promise of those answers being in the query cache
   * (the app's start waits a little for it when the shell already sent the calls, app/start-app.tsx).
   */
  prefetch?: () => unknown;
  /**
   * Present when the home page should offer this route as an entry point; `brands` limits it to the brands whose
   * concept it is (the sticks subscription and device registration are glo's), all brands when omitted.
   */
  homeEntry?: { labelKey: ParseKeys; order: number; brands?: readonly Brand[] };
}

/** What the header and the document title read from the matched route. */
export interface RouteHandle {
  back: string | null;
  hideLogo: boolean;
  titleKey: TitleKey;
  sectionTitleKey?: ParseKeys;
  tabBar?: boolean;
}

export const defaultGuards: readonly GuardName[] = ['authentication'];
