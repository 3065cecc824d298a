// The first use of Intl in a page costs 40–80 ms of CPU here (Chromium initialises ICU and loads the locale and time
// zone data), four times that on Lighthouse's throttled phone. Signed-in pages (home, the histories, orders) format a
// Kyiv date in their first render with data, so that cost landed inside their longest task, after the first paint
// (the blocking time on home). This plugin emits a tiny classic script that index.html loads with `async`: it
// runs while the entry's chunks are still downloading, when the main thread is otherwise idle, and makes one such
// format when home opens with a stored session; home's own formats are then cheap. Only home: it is the installed
// app's start page and shows dated activity at once, while the shop's pages show prices only (written without Intl,
// @loyalty/client/format) and paid for the warm-up with a later first paint. A new visitor (the age question, the
// login) has no session and pays nothing. Not a module script: Vite would bundle that into the entry and run it there.
import type { HtmlTagDescriptor, Plugin } from 'vite';

export interface WarmIntlOptions {
  /** localStorage key of the persisted session store (config/constants.ts `storageKeys.session`). */
  sessionKey: string;
  /** The locale of the app's default language (@loyalty/client/format). */
  locale: string;
  /** The zone the app's dates are shown in (`kyivTimeZone`). */
  timeZone: string;
}

/**
 * The app's values, written here because the build's config cannot load the workspace's TypeScript packages;
 * warm-intl.test.ts holds them equal to `storageKeys.session`, `localeOf('uk')` and `kyivTimeZone`.
 */
export const appWarmIntlOptions: WarmIntlOptions = {
  sessionKey: 'loyalty.session',
  locale: 'uk-UA',
  timeZone: 'Europe/Kyiv',
};

const assetName = 'warm-intl.js';

/** The script: ES5, no imports, never throws (a blocked localStorage or an old browser just skips it). Home only. */
export function warmIntlSource({ sessionKey, locale, timeZone }: WarmIntlOptions): string {
  return (
    // The path first: the first read of localStorage in a page is itself a few milliseconds (the browser loads the
    // origin's storage), which other pages leave to the app.
    '(function(){try{if(location.pathname!=="/")return;' +
    `var stored=JSON.parse(localStorage.getItem(${JSON.stringify(sessionKey)})||"null");` +
    'if(!stored||!stored.state||!stored.state.token)return;' +
    `new Intl.DateTimeFormat(${JSON.stringify(locale)},{day:"numeric",month:"long",year:"numeric",timeZone:${JSON.stringify(timeZone)}}).format(0);` +
    '}catch(ignored){}})();\n'
  );
}

interface OutputLike {
  type: string;
  fileName: string;
  name?: string;
  names?: string[];
}

/** The emitted script's file name in the bundle (hashed, under assets/), or undefined when it is not there. */
export function warmIntlFileName(bundle: Record<string, unknown>): string | undefined {
  for (const output of Object.values(bundle) as OutputLike[]) {
    if (output.type !== 'asset') continue;
    if (output.names?.includes(assetName) || output.name === assetName) return output.fileName;
  }
  return undefined;
}

export function warmIntlPlugin(options: WarmIntlOptions = appWarmIntlOptions): Plugin {
  return {
    name: 'loyalty-warm-intl',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'asset', name: assetName, source: warmIntlSource(options) });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context): HtmlTagDescriptor[] {
        const fileName = context.bundle ? warmIntlFileName(context.bundle) : undefined;
        if (!fileName) throw new Error('warm-intl: the script was not emitted');
        // An async script runs as soon as it arrives, without waiting for the document or the module scripts. Marked
        // as home's own: the server leaves it out of every other page's shell (apps/api/src/plugins/static-web.ts),
        // where it would only take a connection from the page's chunks.
        return [{ tag: 'script', attrs: { async: true, src: `/${fileName}`, 'data-only-path': '/' }, injectTo: 'head' }];
      },
    },
  };
}
