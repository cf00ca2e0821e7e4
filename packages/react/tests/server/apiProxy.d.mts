import type { Plugin } from 'vite';

/** Where the global setup puts the reference server's origin. */
export declare const serverOriginEnv: string;
/** Vite plugin: `/api/*` of the test page goes to the reference server (same origin). */
export declare function apiProxy(): Plugin;
