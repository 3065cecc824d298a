// Serves the built web app and the product media, with their caching rules, and answers every unmatched path:
// index.html for client-router paths, the JSON 404 for everything else.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { mediaDir } from '@loyalty/db/paths';
import { isApiPath, pathnameOf } from './api-paths.ts';
import { acceptedEncoding, type Encoding } from './compression.ts';
import { notFound } from '../lib/domain-error.ts';
import { notFoundRateLimit } from './rate-limit.ts';
import { documentContentSecurityPolicy } from './security-headers.ts';

export const cacheControl = {
  /** Content-hashed: a new build has new names, so an old name never changes meaning. */
  immutable: 'public, max-age=31536000, immutable',
  /** Files whose name stays across builds and that tell the client a new build exists. */
  noStore: 'no-store',
  /** Icons and media: rarely change, a day of staleness is fine. */
  day: 'public, max-age=86400',
} as const;

/** Names that stay the same across builds and must always be fetched fresh (the SPA shell and the PWA update path). */
const alwaysFresh = new Set(['sw.js', 'manifest.json', 'manifest.webmanifest', 'build-meta.json', 'registerSW.js']);

/** Cache-Control for a file of the web build, by its path relative to the build directory (posix separators). */
export function webCacheControlFor(relativePath: string): string {
  if (relativePath.startsWith('assets/')) return cacheControl.immutable;
  const name = path.posix.basename(relativePath);
  if (name.endsWith('.html') || alwaysFresh.has(name) || /^workbox-[\w-]+\.js$/.test(name)) return cacheControl.noStore;
  return cacheControl.day;
}

type BrandLinks<T> = { glo: T; ogo: T };

/**
 * What the web app reads at run time instead of at build time: set by the server, no rebuild
 * needed. Unset links are left out of the JSON and the app shows no link for them.
 */
export interface WebRuntimeConfig {
  apiKey: string;
  /** The brands' full sites (GLO_SITE_URL, OGO_SITE_URL). */
  sites?: BrandLinks<string | undefined>;
  /** The brands' social links ({GLO,OGO}_{INSTAGRAM,FACEBOOK,TELEGRAM}_URL). */
  socials?: BrandLinks<{ instagram?: string | undefined; facebook?: string | undefined; telegram?: string | undefined }>;
  /** The brands' support desks ({GLO,OGO}_SUPPORT_{PHONE,EMAIL}). */
  support?: BrandLinks<{ phone?: string | undefined; email?: string | undefined }>;
}

/**
 * index.html with the run-time configuration in a `<meta name="app-config">` tag (the app reads the tag
 * synchronously at start). Put right after the charset: home's start script (apps/web/build-plugins/home-start.ts), an
 * inline script in the head, reads the API key from it as the document is parsed. Rendered once at start: the build
 * and the config are fixed for the life of the process.
 */
export function renderIndexHtml(html: string, config: WebRuntimeConfig): string {
  const content = JSON.stringify(config)
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
  const tag = `<meta name="app-config" content="${content}" />`;
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
  if (charset)
    return `${html.slice(0, charset.index + charset[0].length)}\n    ${tag}${html.slice(charset.index + charset[0].length)}`;
  return html.includes('</head>') ? html.replace('</head>', `    ${tag}\n  </head>`) : `${tag}${html}`;
}

/** A classic script with a body and no `src`: run by the browser only when the CSP names its hash. */
const inlineScript = /<script\b(?![^>]*\bsrc=)(?![^>]*\btype="application\/json")[^>]*>([\s\S]*?)<\/script>/g;

/** The CSP source of each inline script of a shell (`'sha256-…'`), as the CSP's script-src names them. */
export function inlineScriptHashes(html: string): string[] {
  const hashOf = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');
  return [...html.matchAll(inlineScript)].map((match) => `'sha256-${hashOf(match[1] ?? '')}'`);
}

/** What a page's shell carries beyond the app itself: answers the page would ask for first, and its largest picture. */
export interface PreloadedShell {
  /** Keyed as the client looks them up (apps/web/src/lib/preloaded-answers.ts). */
  answers: Record<string, unknown>;
  image?: { src: string; srcset?: string | undefined; sizes: string };
}

/** Finds what to preload for a client route's path, or null (the plain shell). */
export type ShellPreload = (pathname: string) => Promise<PreloadedShell | null>;

const attribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The shell with a page's preloads before </head>: a data block (never run as script) and the picture's preload. */
export function renderPreloadedShell(shellHtml: string, preloaded: PreloadedShell): string {
  // JSON in a <script> data block: "<" is escaped so no text in the data can end the element.
  const data = JSON.stringify(preloaded.answers).replaceAll('<', '\\u003c');
  const { image } = preloaded;
  const tags = [
    image
      ? `<link rel="preload" as="image" href="${attribute(image.src)}"${
          image.srcset ? ` imagesrcset="${attribute(image.srcset)}" imagesizes="${attribute(image.sizes)}"` : ''
        } fetchpriority="high" />`
      : '',
    `<script type="application/json" id="preloaded-answers">${data}</script>`,
  ].join('');
  return shellHtml.replace('</head>', `${tags}</head>`);
}

/** route-preloads.json of the web build (apps/web/build-plugins/route-preloads.ts): a page's chunks and stylesheets. */
export interface RoutePreload {
  /** Client paths; a segment starting with ':' stands for any one segment. */
  paths: string[];
  modules: string[];
  styles: string[];
  /** index.html's first-screen chunks (the sign-in's) that this page does not load: their links are left out. */
  unusedFirstScreen: string[];
}

export const routePreloadsFile = 'route-preloads.json';

/** The build's route preloads, or none (an older build without the file). Only hashed assets are named. */
export function readRoutePreloads(webDistDir: string): RoutePreload[] {
  const file = path.join(webDistDir, routePreloadsFile);
  if (!existsSync(file)) return [];
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { routes?: unknown };
  const strings = (value: unknown, pattern: RegExp): value is string[] =>
    Array.isArray(value) && value.every((entry) => typeof entry === 'string' && pattern.test(entry));
  const asset = /^assets\/[\w.-]+$/;
  const routes: unknown[] = Array.isArray(parsed.routes) ? parsed.routes : [];
  return routes.flatMap((value): RoutePreload[] => {
    const route = (value ?? {}) as Partial<Record<keyof RoutePreload, unknown>>;
    // A build from before the field left nothing out.
    const unusedFirstScreen = route.unusedFirstScreen ?? [];
    return strings(route.paths, /^\/[\w/:-]*$/) &&
      strings(route.modules, asset) &&
      strings(route.styles, asset) &&
      strings(unusedFirstScreen, asset)
      ? [{ paths: route.paths, modules: route.modules, styles: route.styles, unusedFirstScreen }]
      : [];
  });
}

/** Whether a client path pattern (`/shop/sticks/:id`) matches `pathname`: a ':' segment is any one non-empty segment. */
export function clientPathMatches(candidate: string, pathname: string): boolean {
  const segments = pathname.replace(/\/+$/, '').split('/');
  const pattern = candidate.replace(/\/+$/, '').split('/');
  return (
    pattern.length === segments.length &&
    pattern.every((part, index) => (part.startsWith(':') ? segments[index] !== '' : part === segments[index]))
  );
}

/** The route preload whose paths include `pathname`. */
export function routePreloadFor(preloads: readonly RoutePreload[], pathname: string): RoutePreload | undefined {
  return preloads.find((preload) => preload.paths.some((candidate) => clientPathMatches(candidate, pathname)));
}

export const clientRoutesFile = 'client-routes.json';

/**
 * client-routes.json of the web build (apps/web/build-plugins/client-routes.ts): every path the client router shows a
 * page for. Null for a build without the file: every client path is then taken as known (200), as before.
 */
export function readClientRoutes(webDistDir: string): string[] | null {
  const file = path.join(webDistDir, clientRoutesFile);
  if (!existsSync(file)) return null;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { paths?: unknown };
  const paths = Array.isArray(parsed.paths) ? parsed.paths : [];
  return paths.filter((entry): entry is string => typeof entry === 'string' && /^\/[\w/:.-]*$/.test(entry));
}

/** A script the build marks as one page's own (apps/web/build-plugins/home-start.ts: `data-only-path="/"`). */
const onePageScript = /<script\b[^>]*\bdata-only-path="([^"]*)"[^>]*>[\s\S]*?<\/script>/g;

/**
 * The shell without the scripts of pages other than `pathsServed`: in another page's shell such a script returns at
 * once, yet its request shares the first load's six connections with the page's own chunks (about 55 ms
 * of a simulated LCP on the shop's pages).
 */
export function withoutOtherPagesScripts(shellHtml: string, pathsServed: readonly string[]): string {
  return shellHtml.replace(onePageScript, (tag, onlyPath: string) => (pathsServed.includes(onlyPath) ? tag : ''));
}

/**
 * The shell with a page's code before </head>: its chunks as modulepreload links, its stylesheets as preloads, and
 * without the links of the first screen's chunks it does not load.
 */
export function renderRouteShell(shellHtml: string, preload: RoutePreload): string {
  const tags = [
    ...preload.modules.map((name) => `<link rel="modulepreload" crossorigin href="/${attribute(name)}" />`),
    ...preload.styles.map((name) => `<link rel="preload" as="style" href="/${attribute(name)}" />`),
  ].join('');
  const unused = new Set(preload.unusedFirstScreen);
  return withoutOtherPagesScripts(shellHtml, preload.paths)
    .replace(/\s*<link rel="modulepreload" crossorigin href="\/([^"]+)"\s*\/?>/g, (link, name: string) =>
      unused.has(name) ? '' : link,
    )
    .replace('</head>', `${tags}</head>`);
}

/** A copy's extension, to find the file it stands for (cache rules go by the original name). */
const compressedCopy = /\.(?:br|gz)$/;
/** Types whose answer may differ by Accept-Encoding, so caches must keep them apart. */
const compressibleFile = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;

function encodedBody(html: string, encoding: Encoding | 'identity'): Buffer | string {
  if (encoding === 'br') return brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } });
  if (encoding === 'gzip') return gzipSync(html);
  return html;
}

/** A shell's text, and its copy in each encoding made once at start: it is rendered in memory, so it has no copies on disk. */
interface Shell {
  html: string;
  encoded: Record<Encoding | 'identity', Buffer>;
  /** The document CSP with the hashes of the shell's inline scripts (home's start script), or null when it has none. */
  contentSecurityPolicy: string | null;
}

function shellOf(html: string): Shell {
  const identity = Buffer.from(html, 'utf8');
  const hashes = inlineScriptHashes(html);
  return {
    html,
    contentSecurityPolicy: hashes.length > 0 ? documentContentSecurityPolicy(hashes) : null,
    encoded: {
      identity,
      br: brotliCompressSync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY } }),
      gzip: gzipSync(identity, { level: zlibConstants.Z_BEST_COMPRESSION }),
    },
  };
}

/** The back-office's paths: its own build, never the PWA's shell. */
function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/** Paths the client router may own: not /api, not the asset and media folders, and no file extension. */
function isClientRoute(pathname: string): boolean {
  if (isApiPath(pathname) || pathname.startsWith('/assets/') || pathname.startsWith('/media/')) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

export interface StaticWebOptions {
  /** Per-page preloads of the shell (the product page's answer and picture). */
  shellPreloads?: ShellPreload[];
}

async function staticWebPlugin(app: FastifyInstance, options: StaticWebOptions): Promise<void> {
  const shellPreloads = options.shellPreloads ?? [];
  const webDistDir = app.config.webDistDir;
  const hasWebApp = existsSync(path.join(webDistDir, 'index.html'));

  const indexHtml = hasWebApp
    ? renderIndexHtml(readFileSync(path.join(webDistDir, 'index.html'), 'utf8'), {
        apiKey: app.config.apiKey,
        sites: app.config.sites,
        socials: app.config.socialLinks,
        support: app.config.supportContacts,
      })
    : null;
  // The plain shell of / (home's own scripts kept, for a build that names no preloads for it), and that of any other
  // client path (the login, the age question, a page without preloads) without them.
  const indexShell = indexHtml === null ? null : shellOf(indexHtml);
  const otherPagesShell = indexHtml === null ? null : shellOf(withoutOtherPagesScripts(indexHtml, []));
  // The shells of the pages a signed-in customer opens first, each with its code preloaded: made once at start.
  const routeShells = new Map(
    indexHtml === null
      ? []
      : readRoutePreloads(webDistDir).map((preload) => [preload, shellOf(renderRouteShell(indexHtml, preload))] as const),
  );
  const routePreloads = [...routeShells.keys()];
  const shellFor = (pathname: string): Shell | null => {
    const routePreload = routePreloadFor(routePreloads, pathname);
    const routeShell = routePreload && routeShells.get(routePreload);
    if (routeShell) return routeShell;
    return pathname === '/' || pathname === '/index.html' ? indexShell : otherPagesShell;
  };
  const clientRoutes = hasWebApp ? readClientRoutes(webDistDir) : null;
  // Issue 36: a path no page answers gets the same shell (its router shows the 404 page) with the status 404.
  const isKnownClientPath = (pathname: string): boolean =>
    clientRoutes === null || clientRoutes.some((candidate) => clientPathMatches(candidate, pathname));
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    reply.header('cache-control', cacheControl.noStore).header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    const pathname = pathnameOf(request.url);
    if (pathname !== '/index.html' && !isKnownClientPath(pathname)) reply.code(404);
    const shell = shellFor(pathname);
    // The hook of security-headers set the document CSP; a shell with an inline script needs its hash in it.
    if (shell?.contentSecurityPolicy) reply.header('content-security-policy', shell.contentSecurityPolicy);
    const preloaded = shell === null ? null : await preloadsFor(pathname);
    if (preloaded && shell !== null) {
      // Made per request (a few kB): the compression of an API answer, not the shell's once-only best.
      return reply.send(encodedBody(renderPreloadedShell(shell.html, preloaded), encoding));
    }
    return reply.send(shell?.encoded[encoding]);
  };
  const preloadsFor = async (pathname: string): Promise<PreloadedShell | null> => {
    for (const preload of shellPreloads) {
      try {
        const found = await preload(pathname);
        if (found) return found;
      } catch (error) {
        // A preload is an optimisation: when it fails the page asks for its data itself.
        app.log.warn({ err: error, pathname }, 'shell preload failed');
      }
    }
    return null;
  };

  if (hasWebApp) {
    // The shell is the rendered index.html, never the file as built.
    app.get('/', { schema: { hide: true } }, (request, reply) => sendIndex(request, reply));
    app.get('/index.html', { schema: { hide: true } }, (request, reply) => sendIndex(request, reply));
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      index: false,
      // The copies are found by preCompressed when their original is asked for; they get no routes of their own.
      globIgnore: ['index.html', 'index.html.*', '**/*.br', '**/*.gz'],
      preCompressed: true,
      // The build is fixed for the life of the process (a deploy restarts it), so each file gets its own route at
      // start and no catch-all route competes with /api.
      wildcard: false,
      cacheControl: false,
      setHeaders: (response, filePath) => {
        const relative = path.relative(webDistDir, filePath).split(path.sep).join('/').replace(compressedCopy, '');
        response.setHeader('cache-control', webCacheControlFor(relative));
        if (compressibleFile.test(relative)) response.setHeader('vary', 'accept-encoding');
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'no index.html in WEB_DIST_DIR: serving the API only');
  }

  if (existsSync(mediaDir)) {
    await app.register(fastifyStatic, {
      root: mediaDir,
      prefix: '/media/',
      // Media may grow at run time (later uploads), so this folder keeps a catch-all route.
      wildcard: true,
      decorateReply: false,
      cacheControl: false,
      setHeaders: (response) => response.setHeader('cache-control', cacheControl.day),
    });
  }

  // The back-office: its shell for every /admin client route, its hashed assets under /admin/assets/.
  const adminDistDir = app.config.adminDistDir;
  const hasAdminApp = existsSync(path.join(adminDistDir, 'index.html'));
  const adminShell = hasAdminApp ? readFileSync(path.join(adminDistDir, 'index.html'), 'utf8') : null;
  const sendAdminShell = (reply: FastifyReply) =>
    reply.header('cache-control', cacheControl.noStore).type('text/html; charset=utf-8').send(adminShell);
  if (hasAdminApp) {
    app.get('/admin', { schema: { hide: true } }, (_request, reply) => sendAdminShell(reply));
    await app.register(fastifyStatic, {
      root: adminDistDir,
      prefix: '/admin/',
      index: false,
      globIgnore: ['index.html'],
      wildcard: false,
      decorateReply: false,
      cacheControl: false,
      setHeaders: (response, filePath) => {
        const relative = path.relative(adminDistDir, filePath).split(path.sep).join('/');
        response.setHeader('cache-control', webCacheControlFor(relative));
      },
    });
  }

  const limitNotFound = app.rateLimit(notFoundRateLimit);

  app.setNotFoundHandler(async function answerUnmatched(request: FastifyRequest, reply: FastifyReply) {
    const pathname = pathnameOf(request.url);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isAdminPath(pathname)) {
      if (hasAdminApp && isRead && isClientRoute(pathname)) return sendAdminShell(reply);
    } else if (hasWebApp && isRead && isClientRoute(pathname)) {
      // The client router decides whether the path exists and shows its own 404 page.
      return sendIndex(request, reply);
    }
    // Only real misses are metered: deep links into the app are ordinary page loads.
    await limitNotFound.call(app, request, reply);
    throw notFound(`No route ${request.method} ${pathname}.`);
  });
}

export default fp(staticWebPlugin, { name: 'static-web', dependencies: ['config', 'errors', 'rate-limit'] });
