// Analytics events: pushed to window.dataLayer for the tag manager; a server-side sink joins in a later issue.
export type AnalyticsParams = Record<string, string | number | boolean | null | undefined>;

export interface AnalyticsEvent extends AnalyticsParams {
  event: string;
}

declare global {
  interface Window {
    dataLayer?: AnalyticsEvent[];
  }
}

export function track(event: string, params: AnalyticsParams = {}): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ ...params, event });
}
