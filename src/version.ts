declare const __TYW_VERSION__: string | undefined;

/** The package version, injected at build time (esbuild and vitest `define`); "dev" under tsx. */
export const VERSION: string = typeof __TYW_VERSION__ === 'string' ? __TYW_VERSION__ : '0.0.0-dev';
