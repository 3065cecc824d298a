// Home's start script: an inline classic script in index.html's head that, as the document is parsed, sends the
// calls home's prefetch would send (app/routes/home-prefetch.ts) for a visitor with a stored session, so their answers
// travel while the app's code downloads; the app's client takes them (src/lib/early-calls.ts). Before, they left only
// once the entry and the core chunk had arrived and run, and home's largest text (the next reward, or an offer's
// title) waited one more round trip after that: about half a second of its LCP on Lighthouse's throttled phone.
// Then, in a task of its own, one Kyiv date format: the first use of Intl costs 40–80 ms of CPU (ICU's start-up, four
// times that on the throttled phone), which home's first render with data would otherwise pay inside its longest task.
// Only in home's shell (`data-only-path="/"`: the server leaves it out of every other page's) and only on `/`. ES5,
// no imports, never throws: a blocked localStorage or an old browser just skips it and the app asks as before.
// Inline rather than a file: a file would be one more request, and Chromium fetches an async script late (behind the
// render-blocking stylesheet); the server puts the script's hash in the shell's CSP (apps/api/src/plugins/static-web.ts).
// It must come before the stylesheet: an inline script waits for the stylesheets above it.
import type { Plugin } from 'vite';
import { earlyCallsGlobal } from '../src/lib/early-calls.ts';

export interface HomeStartOptions {
  /** localStorage key of the persisted session store (config/constants.ts `storageKeys.session`). */
  sessionKey: string;
  /** localStorage key of the persisted brand store (`storageKeys.brand`). */
  brandKey: string;
  /** The ogo PWA's host (VITE_OGO_PWA_HOST): a visitor without a stored brand starts in ogo there (`startingBrand`). */
  ogoHost: string | undefined;
  /** The locale of the app's default language (@loyalty/client/format). */
  locale: string;
  /** The zone the app's dates are shown in (`kyivTimeZone`). */
  timeZone: string;
}

/**
 * The app's values, written here because the build's config cannot load the workspace's TypeScript packages;
 * home-start.test.ts holds them equal to the app's.
 */
export const appHomeStartOptions = (ogoHost: string | undefined): HomeStartOptions => ({
  sessionKey: 'loyalty.session',
  brandKey: 'loyalty.brand',
  ogoHost,
  locale: 'uk-UA',
  timeZone: 'Europe/Kyiv',
});

/**
 * The script. The calls and their order are home's prefetch's; home-start.test.ts runs both and holds every request
 * equal (method, address, body, headers), so a change to one that the other misses fails there. A call the app then
 * does not ask for costs a request and nothing else; one it asks for differently is not taken.
 */
export function homeStartSource({ sessionKey, brandKey, ogoHost, locale, timeZone }: HomeStartOptions): string {
  const json = JSON.stringify;
  return (
    '(function(){try{if(location.pathname!=="/")return;' +
    `var session=JSON.parse(localStorage.getItem(${json(sessionKey)})||"null");` +
    'var state=session&&session.state;if(!state||!state.token)return;' +
    `var stored=JSON.parse(localStorage.getItem(${json(brandKey)})||"null");` +
    'var brand=stored&&stored.state&&stored.state.brand;' +
    `if(brand!=="glo"&&brand!=="ogo")brand=location.hostname===${json(ogoHost ?? null)}?"ogo":"glo";` +
    'var meta=document.querySelector(\'meta[name="app-config"]\');' +
    'var key=meta&&JSON.parse(meta.getAttribute("content")).apiKey;if(!key)return;' +
    'var auth="Bearer "+state.token;' +
    `var calls=window[${json(earlyCallsGlobal)}]={};` +
    'var send=function(method,url,body){' +
    'var headers={Accept:"application/json","X-Api-Key":key,Authorization:auth};' +
    'if(body!==undefined)headers["Content-Type"]="application/json";' +
    'var response=fetch(url,{method:method,headers:headers,body:body,credentials:"same-origin"});' +
    'response["catch"](function(){});' +
    'calls[method+" "+url+" "+(body===undefined?"":body)]={authorization:auth,response:response};};' +
    'var id=state.shopIds?state.shopIds[brand]:null;var customer=id!==null&&id!==undefined;' +
    'if(customer){send("GET","/api/get-balance?v="+brand);send("GET","/api/exchange/list?product="+brand);' +
    'send("GET","/api/user/get-campaigns?v="+brand);send("GET","/api/user/get-tier?v="+brand);}' +
    'send("GET","/api/offers?product="+brand);' +
    'if(customer)send("POST","/api/shop/get-orders",JSON.stringify({variant:brand,shopifyId:id}));' +
    `setTimeout(function(){try{new Intl.DateTimeFormat(${json(locale)},{day:"numeric",month:"long",year:"numeric",timeZone:${json(timeZone)}}).format(0);}catch(ignored){}},0);` +
    '}catch(ignored){}})();'
  );
}

/** The tag: marked as home's own, so the server leaves it out of every other page's shell. */
export function homeStartTag(options: HomeStartOptions): string {
  return `<script data-only-path="/">${homeStartSource(options)}</script>`;
}

export function homeStartPlugin(options: HomeStartOptions): Plugin {
  return {
    name: 'loyalty-home-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        // Right after the title: before Vite's stylesheet and module script, which come after it.
        if (!html.includes('</title>')) throw new Error('home-start: index.html has no </title> to put the script after');
        return html.replace('</title>', `</title>\n    ${homeStartTag(options)}`);
      },
    },
  };
}
