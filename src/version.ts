declare const __TYW_VERSION__: string;

/** The package version, injected at build time (esbuild `define`, vitest `define`). */
export const VERSION: string = __TYW_VERSION__;
