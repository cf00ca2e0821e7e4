import type { LaunchOptions } from 'playwright-core';
export declare const chromiumPath: string;
export declare const chromiumLaunchOptions: LaunchOptions;
export declare function assertChromium(): void;
