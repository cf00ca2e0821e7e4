import { createClient, createMemoryStorage } from '@hrportal/api-client';
import { HrPortalProvider } from '@hrportal/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useMemo } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { csvOf } from '../org/shared/storyHost';
import { AnalyticsView } from './AnalyticsView';
import { emptyReport, onePointReport, storyReport } from './storyReport';

/** The report's host: the provider (light or dark theme) with an SDK on a closed port. */
function Host({ theme, children }: { theme: 'light' | 'dark'; children: ReactNode }) {
  const client = useMemo(
    () =>
      createClient({
        baseUrl: 'http://127.0.0.1:9/api',
        storage: createMemoryStorage(),
        retry: { limit: 0 },
      }),
    [],
  );
  const storage = useMemo(() => createMemoryStorage(), []);
  return (
    <HrPortalProvider client={client} storage={storage} theme={theme}>
      {children}
    </HrPortalProvider>
  );
}

const meta = {
  title: 'Portal/Analytics/Report',
  // A portal screen, not a published component: no docs page.
  tags: ['!autodocs'],
  component: AnalyticsView,
  args: { report: storyReport(), isLoading: false, error: null },
  decorators: [
    (Story, { parameters }) => (
      <Host theme={parameters.theme === 'dark' ? 'dark' : 'light'}>
        <Story />
      </Host>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AnalyticsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A section by its heading (text queries: role queries over ten charts are slow). */
const section = (canvas: HTMLElement, name: string) =>
  within(within(canvas).getByText(name, { selector: 'h2' }).closest('section') as HTMLElement);

/** Every section with its chart, summary, table and CSV. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const funnel = section(canvasElement, 'Pipeline funnel');
    await expect(funnel.getByRole('img', { name: /candidates added/ })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-label="Key figures"]')).toHaveTextContent(
      'Joins',
    );
    // The table behind the chart opens by keyboard and is reached by Tab.
    const toggle = funnel.getByRole('button', { name: 'Show table' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = funnel.getByRole('table', { name: 'Pipeline funnel data' });
    await expect(table).toBeVisible();
    await expect(table.querySelectorAll('tr')).toHaveLength(6);
    // Its CSV holds the same rows.
    const csv = await csvOf(() =>
      userEvent.click(funnel.getByRole('button', { name: 'Export CSV of Pipeline funnel' })),
    );
    const report = storyReport();
    await expect(csv.split('\r\n')[0]).toBe(
      'Stage,This period,Previous period,Change,Conversion from previous stage',
    );
    await expect(csv).toContain(`Added,${report.funnel.added},${report.previous.funnel.added},`);
    await expect(section(canvasElement, 'Vendors').getByRole('img')).toBeVisible();
  },
};

/** While the report loads: every section says so. */
export const Loading: Story = {
  args: { report: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(
      section(canvasElement, 'Pipeline funnel').getByRole('status', {
        name: 'Loading Pipeline funnel...',
      }),
    ).toBeVisible();
    await expect(c.getAllByText('Loading data...')).toHaveLength(10);
  },
};

/** A period with no candidates: empty states, no chart, export disabled. */
export const Empty: Story = {
  args: { report: emptyReport() },
  play: async ({ canvasElement }) => {
    const funnel = section(canvasElement, 'Pipeline funnel');
    await expect(funnel.getByText('No data for this period')).toBeVisible();
    await expect(
      funnel.getByRole('button', { name: 'Export CSV of Pipeline funnel' }),
    ).toBeDisabled();
    await expect(
      section(canvasElement, 'Peer review').getByText('No peer reviews in this period'),
    ).toBeVisible();
  },
};

/** The report failed to load. */
export const Failed: Story = {
  args: { report: undefined, error: 'Server error. Please try again later.' },
  play: async ({ canvasElement }) => {
    const alerts = [...canvasElement.querySelectorAll('[role="alert"]')];
    await expect(alerts).toHaveLength(10);
    await expect(alerts[0]).toHaveTextContent('Error: Server error. Please try again later.');
  },
};

/** One candidate on one day: one point, one bar per section. */
export const OnePoint: Story = {
  args: { report: onePointReport() },
  play: async ({ canvasElement }) => {
    const trend = section(canvasElement, 'Trend per week');
    await expect(trend.getByRole('img', { name: /1 weeks?/ })).toBeVisible();
    await expect(
      section(canvasElement, 'Per recruiter').getByRole('img', { name: /Asha Rao \(1\)/ }),
    ).toBeVisible();
  },
};

/** 2,000 trend points and 300 recruiters and clients: the charts keep to what fits. */
export const ThousandsOfPoints: Story = {
  args: { report: storyReport(2000, 300) },
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const recruiters = section(canvasElement, 'Per recruiter');
    const chart = recruiters.getByRole('img');
    // Ten rows are drawn; the other 290 are in the table and the CSV.
    await expect(chart.querySelectorAll('g > title').length).toBeLessThanOrEqual(40);
    await userEvent.click(recruiters.getByRole('button', { name: 'Show table' }));
    const table = recruiters.getByText('Recruiter', { selector: 'th' }).closest('table');
    await expect(table?.querySelectorAll('tbody tr')).toHaveLength(300);
    const trend = section(canvasElement, 'Trend per week');
    await expect(trend.getByRole('img').querySelectorAll('circle')).toHaveLength(0);
  },
};

/** The report in the dark theme (colours from the theme contract). */
export const Dark: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('svg rect') as SVGRectElement;
    const fill = getComputedStyle(bar).fill;
    await expect(fill).not.toBe('');
    await expect(fill).not.toBe('rgb(0, 0, 0)');
  },
};
