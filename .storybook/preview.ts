import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Every story is an accessibility test: any axe violation fails it under vitest.
    a11y: { test: 'error' },
  },
};

export default preview;
