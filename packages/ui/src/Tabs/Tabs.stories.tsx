import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ThemeRoot } from '../theme/ThemeRoot';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  // Their props tables, as tabs beside the main one.
  subcomponents: { TabList, Tab, TabPanel },
  args: {
    children: (
      <>
        <TabList label="Meetings">
          <Tab id="teams">Teams</Tab>
          <Tab id="zoom">Zoom</Tab>
          <Tab id="call">Call</Tab>
          <Tab id="inperson" isDisabled>
            In person
          </Tab>
        </TabList>
        <TabPanel id="teams">No Teams meetings this week.</TabPanel>
        <TabPanel id="zoom">2 Zoom meetings.</TabPanel>
        <TabPanel id="call">1 call.</TabPanel>
        <TabPanel id="inperson">None.</TabPanel>
      </>
    ),
  },
  decorators: [(Story) => <ThemeRoot>{Story()}</ThemeRoot>],
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SwitchByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Teams' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Zoom' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Zoom' })).toHaveTextContent('2 Zoom');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    // The disabled tab is skipped: focus wraps to the first tab.
    await expect(canvas.getByRole('tab', { name: 'Teams' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const SecondSelected: Story = {
  args: { defaultSelectedKey: 'call' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tabpanel', { name: 'Call' })).toHaveTextContent('1 call.');
    await expect(canvas.getByRole('tab', { name: 'In person' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
