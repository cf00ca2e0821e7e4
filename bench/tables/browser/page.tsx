// The page the tables benchmark loads (`?n=100000`): builds n candidate rows, then on request
// mounts the DataTable, or times one chip filter + sort three ways: through the table's engine,
// with plain array code, and with TanStack Table's default row models.
import {
  createTable,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
} from '@tanstack/react-table';
import { AllCommunityModule, createGrid, type GridApi, ModuleRegistry } from 'ag-grid-community';
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createRowIndex } from '../../../packages/candidate-table/src/engine/rowIndex';
import { runQuery } from '../../../packages/candidate-table/src/engine/run';
import type { QueryState } from '../../../packages/candidate-table/src/engine/types';
import {
  DataTable,
  type DataTableColumn,
  RowActions,
} from '../../../packages/candidate-table/src/react/DataTable';
import {
  Button,
  Menu,
  MenuItem,
  MenuTrigger,
  RowButton,
  RowMenuButton,
  ThemeRoot,
  ToastProvider,
} from '../../../packages/ui/src/index';

interface Row {
  id: number;
  name: string;
  client: string;
  skills: string;
  status: string;
  applied: number;
}
const clients = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark', 'Wayne', 'Wonka'];
const skills = ['React', 'Java', 'Go', 'SQL', 'Python', 'Rust', 'Kotlin'];
const statuses = ['Offer', 'Internal Screening', 'Client Interview', 'Dropped', 'On Hold'];
const n = Number(new URLSearchParams(location.search).get('n') ?? 100_000);
const heap = () =>
  (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize;
const gc = () => (window as unknown as { gc?: () => void }).gc?.();

// Heap figures are read in tasks of their own: a gc() inside the task that made garbage does not
// free it (the module's first figure counted the JSON text and a throw-away array as rows).
let heapBefore = 0;
let rawBytes = 1;
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Heap in use once garbage is gone: a collection in each of two later tasks. */
async function settledHeap() {
  for (let k = 0; k < 2; k++) {
    await nextTask();
    gc();
  }
  return heap();
}
// Parsed from JSON, as rows arrive from a server: flat strings, as the SDK hands them over (built
// in place, `Candidate ${i}` is a rope that shares its prefix and flattens on first read). In a
// function of its own, so the JSON text and the first array are garbage once it returns.
const makeRows = (): Row[] =>
  JSON.parse(
    JSON.stringify(
      Array.from({ length: n }, (_, i) => ({
        id: i + 1,
        name: `Candidate ${(i * 7919) % n}`,
        client: clients[i % 8] as string,
        skills: `${skills[i % 7]}, ${skills[(i * 3) % 7]}`,
        status: statuses[i % 5] as string,
        applied: 1_760_000_000_000 + (i % 90) * 86_400_000,
      })),
    ),
  );
let rows: Row[] = [];

const columns: DataTableColumn<Row>[] = [
  { id: 'id', header: 'ID', value: (r) => r.id },
  { id: 'name', header: 'Name', value: (r) => r.name, searchable: true },
  { id: 'client', header: 'Client', value: (r) => r.client, searchable: true },
  { id: 'skills', header: 'Skills', value: (r) => r.skills, searchable: true },
  { id: 'status', header: 'Status', value: (r) => r.status, searchable: true },
  { id: 'applied', header: 'Applied', value: (r) => r.applied, date: true },
];
const query: QueryState = {
  chips: [
    { column: 'client', value: 'acme' },
    { column: 'skills', value: 'java' },
  ],
  presetDays: null,
  range: null,
  sort: { column: 'name', direction: 'desc' },
  page: 1,
  pageSize: 10,
};

const time = (fn: () => unknown, runs = 5) => {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    out.push(performance.now() - start);
  }
  return out.sort((a, b) => a - b)[Math.floor(runs / 2)] as number;
};

const bench = window as unknown as Record<string, unknown>;
const engineColumns = columns.map((c) => ({
  id: c.id,
  value: c.value,
  searchable: c.searchable ?? false,
  date: c.date ?? false,
}));

bench.measureQueries = () => {
  // The table's path: a fresh index (one per rows array, kept by the table); its first chip
  // filter + sort builds what that query needs (client and skills text, name ranks), later
  // queries reuse it.
  const coldStart = performance.now();
  const index = createRowIndex(rows, engineColumns);
  runQuery(index, query);
  const coldMs = performance.now() - coldStart;
  const engineMs = time(() => runQuery(index, query));
  // The part of the build that was slow: the name column's sort ranks, ours vs the previous way
  // (Intl.Collator over the distinct values, then a rank per row).
  const ranksMs = time(() => createRowIndex(rows, engineColumns).ranks('name'), 3);
  const collatorMs = time(() => {
    const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
    const names = rows.map((r) => r.name);
    const distinct = [...new Set(names)].sort(collator.compare);
    const rankOf = new Map(distinct.map((name, rank) => [name, rank]));
    return Int32Array.from(names, (name) => rankOf.get(name) as number);
  }, 1);
  const plainMs = time(() =>
    rows
      .filter(
        (r) => r.client.toLowerCase().includes('acme') && r.skills.toLowerCase().includes('java'),
      )
      .sort((a, b) => b.name.localeCompare(a.name))
      .slice(0, 10),
  );
  // TanStack's default row models hold ~500 MB per 100k rows: skipped at 1M (the tab would die).
  const tanstackMs =
    n > 200_000
      ? Number.NaN
      : time(() => {
          const table = createTable<Row>({
            data: rows,
            columns: [
              { id: 'name', accessorKey: 'name', sortingFn: 'alphanumeric' },
              { id: 'client', accessorKey: 'client', filterFn: 'includesString' },
              { id: 'skills', accessorKey: 'skills', filterFn: 'includesString' },
            ],
            state: {
              columnFilters: [
                { id: 'client', value: 'acme' },
                { id: 'skills', value: 'java' },
              ],
              sorting: [{ id: 'name', desc: true }],
              columnPinning: {},
              columnVisibility: {},
              columnOrder: [],
              rowSelection: {},
              expanded: {},
              grouping: [],
              columnSizing: {},
              columnSizingInfo: {
                startOffset: null,
                startSize: null,
                deltaOffset: null,
                deltaPercentage: null,
                isResizingColumn: false,
                columnSizingStart: [],
              },
              pagination: { pageIndex: 0, pageSize: 10 },
              globalFilter: undefined,
              rowPinning: {},
            },
            onStateChange: () => {},
            renderFallbackValue: null,
            getCoreRowModel: getCoreRowModel(),
            getFilteredRowModel: getFilteredRowModel(),
            getSortedRowModel: getSortedRowModel(),
          });
          return table.getSortedRowModel().rows.slice(0, 10);
        }, 3);
  const matches = runQuery(index, query).total;
  return { coldMs, engineMs, ranksMs, collatorMs, plainMs, tanstackMs, matches };
};

/**
 * AG Grid Community's client-side row model: the grid over the same rows (in a detached-size box,
 * so drawing is a few rows), the same filter (an external filter: client contains acme AND skills
 * contains java) and the same sort (name, descending) through its API; timed until the model
 * answers with its displayed row count. Filter and sort are cleared between runs, untimed.
 */
bench.measureAgGrid = () => {
  const element = document.createElement('div');
  element.style.cssText = 'width:600px;height:200px;position:absolute;left:-10000px';
  document.body.append(element);
  ModuleRegistry.registerModules([AllCommunityModule]);
  let filtering = false;
  const api: GridApi<Row> = createGrid<Row>(element, {
    rowData: rows,
    columnDefs: [{ field: 'name' }, { field: 'client' }, { field: 'skills' }],
    isExternalFilterPresent: () => filtering,
    doesExternalFilterPass: (node) =>
      (node.data?.client.toLowerCase().includes('acme') ?? false) &&
      (node.data?.skills.toLowerCase().includes('java') ?? false),
  });
  let count = 0;
  const ms = time(() => {
    filtering = true;
    api.onFilterChanged();
    api.applyColumnState({
      state: [{ colId: 'name', sort: 'desc' }],
      defaultState: { sort: null },
    });
    count = api.getDisplayedRowCount();
    filtering = false;
    api.applyColumnState({ defaultState: { sort: null } });
    api.onFilterChanged();
  }, 3);
  api.destroy();
  element.remove();
  return { agGridMs: ms, agGridMatches: count };
};

const resumeItems = [
  { id: 'view', label: 'View Resume' },
  { id: 'download', label: 'Download Resume' },
];
/** The row actions of the peer-review table, as it renders them: three buttons and a menu. */
const actions = (row: Row) => (
  <RowActions>
    <RowButton>View Job Description</RowButton>
    <RowMenuButton aria-label={`Resume of ${row.name}`} items={resumeItems} onAction={() => {}}>
      Resume
    </RowMenuButton>
    <RowButton>View Details</RowButton>
    <RowButton isDisabled={row.id % 3 === 0}>Update Status</RowButton>
  </RowActions>
);

/** The same row built from react-aria controls (the kit's Button and MenuTrigger). */
const ariaActions = (row: Row) => (
  <RowActions>
    <Button size="small">View Job Description</Button>
    <MenuTrigger>
      <Button size="small" aria-label={`Resume of ${row.name}`}>
        Resume
      </Button>
      <Menu>
        <MenuItem id="view">View Resume</MenuItem>
        <MenuItem id="download">Download Resume</MenuItem>
      </Menu>
    </MenuTrigger>
    <Button size="small">View Details</Button>
    <Button size="small" isDisabled={row.id % 3 === 0}>
      Update Status
    </Button>
  </RowActions>
);

/** A table as the bench renders it: `plain` cells only, or `actions` with selection and row actions. */
type Variant = 'plain' | 'actions' | 'aria';
/** The table as the bench renders it: `plain` cells only, `actions` with selection and the
 *  peer-review row actions (our row controls), `aria` the same with react-aria controls. */
function BenchTable({
  pageSize,
  variant,
  filtered,
}: {
  pageSize: number;
  variant: Variant;
  filtered: boolean;
}) {
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const selection = { selectable: true, selectedIds: selected, onSelectionChange: setSelected };
  return (
    <DataTable<Row>
      label="Candidates"
      noun="candidates"
      columns={columns}
      getRowId={rowId}
      rows={rows}
      dateColumn="applied"
      initialQuery={{
        pageSize,
        // Every index part at once: two column chips, an any-column chip, a sort.
        ...(filtered
          ? {
              chips: [...query.chips, { column: null, value: 'a' }],
              sort: { column: 'name', direction: 'asc' },
            }
          : {}),
      }}
      pageSizes={[10, 20, 50, pageSize]}
      {...(variant === 'actions' ? { ...selection, rowActions: actions } : {})}
      {...(variant === 'aria' ? { ...selection, rowActions: ariaActions } : {})}
    />
  );
}
const rowId = (r: Row) => String(r.id);

let root: Root | null = null;
bench.mountTable = (pageSize: number, variant: Variant = 'plain', filtered = false) =>
  new Promise<{ renderMs: number; heapRatio: number }>((resolve) => {
    root?.unmount();
    gc();
    const start = performance.now();
    root = createRoot(document.getElementById('root') as HTMLElement);
    root.render(
      <ThemeRoot>
        <ToastProvider>
          <BenchTable pageSize={pageSize} variant={variant} filtered={filtered} />
        </ToastProvider>
      </ThemeRoot>,
    );
    const check = () => {
      const footer = document.querySelector('[role="status"]')?.textContent ?? '';
      if (!footer.startsWith('Showing 1 to')) return requestAnimationFrame(check);
      requestAnimationFrame(async () => {
        const renderMs = performance.now() - start;
        const used = await settledHeap();
        resolve({ renderMs, heapRatio: (used - heapBefore - rawBytes) / rawBytes });
      });
    };
    requestAnimationFrame(check);
  });

/** Frame intervals (ms) of a rAF loop that runs `each` every frame until it returns true. */
const frameIntervals = (each: () => boolean) =>
  new Promise<number[]>((resolve) => {
    const intervals: number[] = [];
    let last = -1;
    const step = (now: number) => {
      if (last >= 0) intervals.push(now - last);
      last = now;
      if (each()) return resolve(intervals.slice(1));
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });

/** Scrolls the table's scroller from the top by `px` per frame to the bottom (or `maxFrames`). */
bench.scroll = (px: number, maxFrames = Number.POSITIVE_INFINITY) => {
  const element = document.querySelector('table')?.parentElement as HTMLElement;
  element.scrollTop = 0;
  let frames = 0;
  return frameIntervals(() => {
    if (element.scrollTop + element.clientHeight >= element.scrollHeight - 2) return true;
    if (++frames > maxFrames) return true;
    element.scrollTop += px;
    return false;
  });
};
/** Baseline: the same rAF loop with nothing to do — the frame clock itself. */
bench.idleFrames = (frames: number) => {
  let left = frames;
  return frameIntervals(() => --left < 0);
};
void (async () => {
  heapBefore = await settledHeap();
  rows = makeRows();
  rawBytes = (await settledHeap()) - heapBefore;
  bench.rawMb = rawBytes / 1e6;
  bench.ready = true;
})();
