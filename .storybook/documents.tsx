import type { Parameters } from '@storybook/react-vite';
import type { ComponentType } from 'react';

/** What react-docgen-typescript attaches to a component module's export (Storybook's vite plugin). */
type Documented = { __docgenInfo?: { props?: Record<string, unknown> } };

/**
 * Meta fields for stories that render through a harness (a fixture store, a provider, state the
 * stories drive) while the docs page describes the published component: `component` is the real
 * one, so autodocs' props table comes from its react-docgen-typescript info; `render` hands the
 * story's args to the harness; the table lists only the real props, not the harness's args.
 *
 * @example
 * const meta = {
 *   title: 'Chat/ChatDialog',
 *   ...documents(ChatDialog, Harness, { layout: 'fullscreen' }),
 * } satisfies Meta<typeof Harness>;
 */
export function documents<Props extends object>(
  component: ComponentType<never>,
  Harness: ComponentType<Props>,
  parameters: Parameters = {},
) {
  const props = Object.keys((component as Documented).__docgenInfo?.props ?? {});
  return {
    // Typed as the harness so the stories' args stay the harness's; at run time Storybook reads
    // the real component's docgen info for the page.
    component: component as unknown as ComponentType<Props>,
    render: (args: Props) => <Harness {...args} />,
    parameters: { ...parameters, controls: { include: props } },
  };
}

/**
 * Parameters for stories that open a modal, popover or drawer over the page: on the docs page each
 * renders in its own iframe, or the first open one would cover the page and every story after it.
 */
export const overlayDocs: Parameters = {
  docs: { story: { inline: false, height: '640px' } },
};
