import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { CandidateTable } from './CandidateTable';
import { DataTable, type DataTableColumn } from './DataTable';
import {
  bodyRows,
  candidates,
  clock,
  Host,
  type Person,
  people,
  personColumns,
  table,
} from './storyFixtures';

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

function mount(element: ReactNode) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  cleanups.push(() => {
    root.unmount();
    host.remove();
  });
  root.render(<Host>{element}</Host>);
  return host;
}

const tenThousand = people(10_000);

describe('DataTable, a page longer than virtualizeAbove', () => {
  it('draws the rows in view while the virtualizer loads, then keeps the scroll made meanwhile', async () => {
    const host = mount(
      <DataTable<Person>
        label="People"
        noun="people"
        columns={personColumns}
        getRowId={(p) => String(p.id)}
        rows={tenThousand}
        now={clock}
        initialQuery={{ pageSize: 10_000 }}
        pageSizes={[10, 20, 50, 10_000]}
      />,
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

/*
 * What an interaction re-renders (issue 24: INP on the candidate repository). Counted through a
 * column's `cell`, which a row calls each time it renders.
 */

/** The candidate lists from rows in memory, and their tab whose label starts as `name`. */
function mountCandidateTabs() {
  const host = mount(<CandidateTable rows={candidates} now={clock} />);
  const tab = (name: RegExp) =>
    [...host.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) =>
      name.test(t.textContent ?? ''),
    ) as HTMLElement;
  return { host, tab };
}

describe('DataTable re-renders', () => {
  it('switching the row density re-renders no row whose cells are cut the same at both', async () => {
    const drawn: number[] = [];
    // Wide columns: no cell is cut at either density.
    const columns: DataTableColumn<Person>[] = personColumns.map((c) => ({
      ...c,
      width: 240,
      ...(c.id === 'name'
        ? {
            cell: (p: Person) => {
              drawn.push(p.id);
              return p.name;
            },
          }
        : {}),
    }));
    const host = mount(
      <DataTable<Person>
        label="People"
        noun="people"
        columns={columns}
        getRowId={(p) => String(p.id)}
        rows={people(10)}
        now={clock}
        selectable
      />,
    );
    await vi.waitFor(() => expect(bodyRows(host)).toHaveLength(10));
    drawn.length = 0;
    const density = [...host.querySelectorAll('label')].find((l) =>
      l.textContent?.includes('Compact rows'),
    ) as HTMLElement;
    await userEvent.click(density);
    await vi.waitFor(() => expect(table(host)).toHaveAttribute('data-density', 'comfortable'));
    await userEvent.click(density);
    await vi.waitFor(() => expect(table(host)).toHaveAttribute('data-density', 'compact'));
    expect(drawn).toEqual([]);
  });

  it('a candidate tab shown once is kept when the other tab opens, not drawn again', async () => {
    const { host, tab } = mountCandidateTabs();
    const open = () => host.querySelector('[role="tabpanel"]:not([hidden]) table');
    const first = await vi.waitFor(() => {
      const found = open();
      expect(found).not.toBeNull();
      return found;
    });
    await userEvent.click(tab(/^Not assigned/));
    await vi.waitFor(() => {
      expect(open()).not.toBeNull();
      expect(open()).not.toBe(first);
    });
    await userEvent.click(tab(/^Assigned to clients/));
    await vi.waitFor(() => expect(open()).toBe(first));
  });

  it('a tab switch paints the tab first and reveals its list in a later frame', async () => {
    const { host, tab } = mountCandidateTabs();
    const panel = (name: RegExp) =>
      host.querySelector<HTMLElement>(`[role="tabpanel"][aria-labelledby="${tab(name).id}"]`);
    await vi.waitFor(() =>
      expect(panel(/^Assigned to clients/)?.querySelector('table')).toBeTruthy(),
    );
    await userEvent.click(tab(/^Not assigned/));
    await vi.waitFor(() => expect(panel(/^Not assigned/)?.querySelector('table')).toBeTruthy());
    // Going back to the kept list: each change stamped with the frame it happened in (a frame callback counts the frames).
    let frame = 0;
    let counting = true;
    const count = () => {
      frame += 1;
      if (counting) requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
    const stamps: { what: string; frame: number }[] = [];
    const observer = new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target as HTMLElement;
        if (r.attributeName === 'aria-selected' && el.getAttribute('aria-selected') === 'true')
          stamps.push({ what: `selected ${el.textContent}`, frame });
        if (r.attributeName === 'hidden' && el.getAttribute('role') === 'tabpanel')
          stamps.push({ what: el.hidden ? 'panel hidden' : 'panel shown', frame });
      }
    });
    observer.observe(host, { subtree: true, attributes: true });
    await userEvent.click(tab(/^Assigned to clients/));
    await vi.waitFor(() =>
      expect(stamps.map((s) => s.what)).toEqual(
        expect.arrayContaining(['panel hidden', 'panel shown']),
      ),
    );
    observer.disconnect();
    counting = false;
    const at = (what: string) => stamps.find((s) => s.what.startsWith(what))?.frame ?? -1;
    expect(at('selected Assigned')).toBeGreaterThanOrEqual(0);
    // The lists' swap comes at least a frame after the tab's selection.
    expect(at('panel hidden')).toBeGreaterThan(at('selected Assigned'));
    expect(at('panel shown')).toBe(at('panel hidden'));
  });
});
