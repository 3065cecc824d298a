// Constants the build defines (vite.config.ts `define`); tests define their own values.
declare const __BUILD_ID__: string;
declare const __BUILT_AT__: string;
