import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useEffect, useState } from 'react';
import { type Key, Tag, TagGroup, TagList } from 'react-aria-components';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
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

/** Each panel takes the id and the name of its own tab, also with tabs nested in a panel. */
export const Nested: Story = {
  args: {
    children: (
      <>
        <TabList label="Records">
          <Tab id="candidates">Candidates</Tab>
          <Tab id="jobs">Jobs</Tab>
        </TabList>
        <TabPanel id="candidates">
          <Tabs>
            <TabList label="Candidate lists">
              <Tab id="assigned">Assigned</Tab>
              <Tab id="unassigned">Not assigned</Tab>
            </TabList>
            <TabPanel id="assigned">12 assigned.</TabPanel>
            <TabPanel id="unassigned">3 not assigned.</TabPanel>
          </Tabs>
        </TabPanel>
        <TabPanel id="jobs" shouldForceMount>
          4 open jobs. <button type="button">Open jobs</button>
        </TabPanel>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const controls = (tab: string) =>
      canvas.getByRole('tab', { name: tab }).getAttribute('aria-controls');
    const outer = canvas.getByRole('tabpanel', { name: 'Candidates' });
    await expect(outer.id).toBe(controls('Candidates'));
    await expect(canvas.getByRole('tabpanel', { name: 'Assigned' }).id).toBe(controls('Assigned'));
    // A force-mounted panel stays in the DOM, hidden and out of the tab order.
    const jobs = canvasElement.querySelector<HTMLElement>('[role="tabpanel"][hidden]');
    await expect(jobs).toHaveTextContent('4 open jobs.');
    await expect(jobs).not.toHaveAttribute('tabindex');
    // Kept without `display: none` (its elements keep their style and layout, issue 24), yet not
    // drawn, taking no room, and out of the accessibility tree.
    await expect(getComputedStyle(jobs as HTMLElement).display).toBe('block');
    await expect(getComputedStyle(jobs as HTMLElement).contentVisibility).toBe('hidden');
    await expect((jobs as HTMLElement).getBoundingClientRect().height).toBe(0);
    await expect(jobs).toHaveAttribute('aria-hidden', 'true');
    await expect(jobs).not.toBeVisible();
    // Not focusable while hidden, by script or by Tab (not `inert`: `content-visibility` does it).
    const openJobs = jobs?.querySelector('button') as HTMLButtonElement;
    openJobs.focus();
    await expect(openJobs).not.toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Open jobs' })).toBeNull();

    await userEvent.click(canvas.getByRole('tab', { name: 'Not assigned' }));
    const inner = canvas.getByRole('tabpanel', { name: 'Not assigned' });
    await expect(inner.id).toBe(controls('Not assigned'));
    await expect(inner).toHaveTextContent('3 not assigned.');
    await expect(canvas.getByRole('tabpanel', { name: 'Candidates' })).toBe(outer);
    // The panel is a tab stop after its tab (the WAI-ARIA tabs pattern).
    canvas.getByRole('tab', { name: 'Not assigned' }).focus();
    await userEvent.tab();
    await expect(inner).toHaveFocus();

    // The last element of the page that Tab reaches is the inner panel, not the hidden button.
    await userEvent.tab();
    await expect(openJobs).not.toHaveFocus();

    await userEvent.click(canvas.getByRole('tab', { name: 'Jobs' }));
    const shown = canvas.getByRole('tabpanel', { name: 'Jobs' });
    await expect(shown.id).toBe(controls('Jobs'));
    await expect(shown).toBeVisible();
    await expect(shown).not.toHaveAttribute('aria-hidden');
    await expect(getComputedStyle(shown).position).toBe('static');
    await userEvent.tab();
    await expect(shown).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Open jobs' })).toHaveFocus();
  },
};

function GrowingPanel() {
  const [rows, setRows] = useState(0);
  return (
    <Tabs>
      <TabList label="Lists">
        <Tab id="all">All</Tab>
        <Tab id="mine">Mine</Tab>
      </TabList>
      <TabPanel id="all">
        <button type="button" onClick={() => setRows((n) => n + 200)}>
          Load 200 more
        </button>
        <ul aria-label="Rows">
          {Array.from({ length: rows }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a static list of placeholder rows
            <li key={i}>
              Row {i + 1} <button type="button">Open</button>
            </li>
          ))}
        </ul>
      </TabPanel>
      <TabPanel id="mine">None.</TabPanel>
    </Tabs>
  );
}

/**
 * A panel whose content grows forces no style and layout: react-aria's panel looked for a tabbable
 * child with `checkVisibility` after every render and DOM change below it (four forced layouts
 * while the candidate repository loaded, 230–360 ms at Lighthouse's 4× throttle).
 */
export const ContentChangesForceNoLayout: Story = {
  render: () => (
    <ThemeRoot>
      <GrowingPanel />
    </ThemeRoot>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const visibility = spyOn(Element.prototype, 'checkVisibility');
    try {
      // Clicked without focusing it: focus handling is not what this story measures.
      const more = canvas.getByRole('button', { name: 'Load 200 more' });
      more.click();
      await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(200));
      more.click();
      await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(400));
      // A MutationObserver's callback would run in a microtask after the change; give it frames.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await expect(visibility).not.toHaveBeenCalled();
    } finally {
      visibility.mockRestore();
    }
  },
};

/** Which kept panels' contents are mounted now, one entry per mounted copy. */
let keptMounts: string[] = [];

function Mounted({ name, children }: { name: string; children: ReactNode }) {
  useEffect(() => {
    keptMounts.push(name);
    return () => {
      keptMounts.splice(keptMounts.indexOf(name), 1);
    };
  }, [name]);
  return children;
}

/** A kept panel holding a collection of its own, as the candidate lists' search chips. */
const chipsPanel = (name: string, chips: string[]) => (
  <TabPanel id={name} shouldForceMount>
    <Mounted name={name}>
      <TagGroup aria-label={`${name} chips`}>
        <TagList>
          {chips.map((chip) => (
            <Tag key={chip} id={chip}>
              {chip}
            </Tag>
          ))}
        </TagList>
      </TagGroup>
    </Mounted>
  </TabPanel>
);

/**
 * Kept panels mount their content once, in the page: react-aria renders a hidden copy of the tabs'
 * children to collect the tabs, where a kept panel used to mount its content again, and a tag group
 * in it threw (the candidate repository opened with `?status=Offer` showed nothing).
 */
export const KeptPanelsMountOnce: Story = {
  args: {
    children: (
      <>
        <TabList label="Candidate lists">
          <Tab id="assigned">Assigned</Tab>
          <Tab id="unassigned">Not assigned</Tab>
        </TabList>
        {chipsPanel('assigned', ['Status: Offer'])}
        {chipsPanel('unassigned', ['Status: Offer', 'Skills: java'])}
      </>
    ),
  },
  beforeEach: () => {
    keptMounts = [];
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect([...keptMounts].sort()).toEqual(['assigned', 'unassigned']));
    await expect(canvas.getByRole('tabpanel', { name: 'Assigned' })).toHaveTextContent(
      'Status: Offer',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Not assigned' }));
    const shown = canvas.getByRole('tabpanel', { name: 'Not assigned' });
    await expect(within(shown).getAllByRole('row')).toHaveLength(2);
    await expect([...keptMounts].sort()).toEqual(['assigned', 'unassigned']);
  },
};

/** A host whose panels follow the selection only when it says so (`shownKey`). */
function FollowingLate() {
  const [selected, setSelected] = useState<Key>('assigned');
  const [shown, setShown] = useState<Key>('assigned');
  return (
    <>
      <Tabs selectedKey={selected} onSelectionChange={setSelected} shownKey={shown}>
        <TabList label="Candidate lists">
          <Tab id="assigned">Assigned</Tab>
          <Tab id="unassigned">Not assigned</Tab>
        </TabList>
        <TabPanel id="assigned" shouldForceMount>
          20 assigned.
        </TabPanel>
        <TabPanel id="unassigned" shouldForceMount>
          10 not assigned.
        </TabPanel>
      </Tabs>
      <button type="button" onClick={() => setShown(selected)}>
        Show the selected panel
      </button>
    </>
  );
}

/**
 * `shownKey`: the tab is selected at once (its look, `aria-selected`, focus) and the panel shown
 * stays the old one, still named by its own tab, until the host passes the new key (the candidate
 * repository does a painted frame later, issue 24). No two panels share an id meanwhile.
 */
export const PanelsFollowLate: Story = {
  tags: ['!visual'],
  render: () => <FollowingLate />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panels = () => canvasElement.querySelectorAll<HTMLElement>('[role="tabpanel"]');
    await userEvent.click(canvas.getByRole('tab', { name: 'Not assigned' }));
    await expect(canvas.getByRole('tab', { name: 'Not assigned' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: 'Not assigned' })).toHaveFocus();
    const old = canvas.getByRole('tabpanel', { name: 'Assigned' });
    await expect(old).toHaveTextContent('20 assigned.');
    await expect(old).not.toHaveAttribute('hidden');
    await expect(canvas.queryByRole('tabpanel', { name: 'Not assigned' })).toBeNull();
    await expect(new Set([...panels()].map((p) => p.id)).size).toBe(panels().length);

    await userEvent.click(canvas.getByRole('button', { name: 'Show the selected panel' }));
    const shown = canvas.getByRole('tabpanel', { name: 'Not assigned' });
    await expect(shown).toHaveTextContent('10 not assigned.');
    await expect(shown.id).toBe(
      canvas.getByRole('tab', { name: 'Not assigned' }).getAttribute('aria-controls'),
    );
    await expect(old).toHaveAttribute('hidden');
    await expect(new Set([...panels()].map((p) => p.id)).size).toBe(panels().length);
  },
};
