import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from './DataTable';
import { bodyRows, clock, Host, type Person, people, personColumns, table } from './storyFixtures';

// The virtualizer's core arrives when the test says so: the table's state before it is what a
// reader sees while its chunk loads.
const gate = vi.hoisted(() => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open: () => open() };
});
vi.mock('./virtualCore', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

const tenThousand = people(10_000);

describe('DataTable, a page longer than virtualizeAbove', () => {
  it('draws the rows in view while the virtualizer loads, then keeps the scroll made meanwhile', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    cleanups.push(() => {
      root.unmount();
      host.remove();
    });
    root.render(
      <Host>
        <DataTable<Person>
          label="People"
          noun="people"
          columns={personColumns}
          getRowId={(p) => String(p.id)}
          rows={tenThousand}
          now={clock}
          initialQuery={{ pageSize: 10_000 }}
          pageSizes={[10, 20, 50, 10_000]}
        />
      </Host>,
    );
    // The first render draws the first 50 rows; the scroller, once mounted, says which are in view.
    await vi.waitFor(() => expect(bodyRows(host).length).toBeLessThan(40));
    // Pending: a screenful of rows (not the first 50), and the scrollbar of the whole page.
    const scroller = table(host).parentElement as HTMLElement;
    const rows = bodyRows(host);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]).toHaveAttribute('aria-rowindex', '2');
    const rowHeight = rows[0]?.getBoundingClientRect().height ?? 0;
    expect(scroller.scrollHeight).toBeGreaterThan(rowHeight * 9_900);
    // A reader scrolls before the core arrives; then it arrives and takes over from there.
    scroller.scrollTop = 200_000;
    gate.open();
    await vi.waitFor(() =>
      expect(Number(bodyRows(host)[0]?.getAttribute('aria-rowindex'))).toBeGreaterThan(4_000),
    );
    expect(scroller.scrollTop).toBeGreaterThan(199_000);
    expect(bodyRows(host).length).toBeLessThan(40);
  });
});
