import optimizeLocales from '@react-aria/optimize-locales-plugin';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, mergeConfig } from 'vite';
import { supportedLocales } from '../packages/ui/src/theme/locales';

const config: StorybookConfig = {
  stories: [
    // The guides first: the sidebar opens on them.
    '../docs/**/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../apps/portal/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      // Ship react-aria's strings for our locales only (see packages/ui/CONTEXT.md, "Locales").
      plugins: [vanillaExtractPlugin(), optimizeLocales.vite({ locales: [...supportedLocales] })],
      // Stories import workspace packages from source, never from a stale dist/.
      resolve: { conditions: ['@hrportal/source', ...defaultClientConditions] },
      // vanilla-extract injects these runtime imports after Vite's dependency scan; pre-bundling them
      // up front avoids a mid-run reload that fails the first test run on a clean clone.
      optimizeDeps: {
        include: [
          '@vanilla-extract/recipes/createRuntimeFn',
          '@vanilla-extract/sprinkles/createRuntimeSprinkles',
          '@vanilla-extract/css/fileScope',
        ],
      },
    });
  },
};

export default config;
