import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  // Every story is screenshotted by the visual check (scripts/visual.mjs) unless it says
  // `tags: ['!visual']`; a `!` tag removes an inherited one, so the index lists `visual` only where
  // it still applies.
  // `autodocs`: a docs page per component, its props table from react-docgen-typescript (the
  // portal's screens, which are not published, opt out with `!autodocs`).
  tags: ['visual', 'autodocs'],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Every story is an accessibility test: any axe violation fails it under vitest.
    a11y: { test: 'error' },
  },
};

export default preview;
