/** Period choices of the figures screens; each ends today (local day). */
export const periodChoices = [
  { id: '7', label: 'Last 7 days' },
  { id: '30', label: 'Last 30 days' },
  { id: '90', label: 'Last 90 days' },
  { id: 'month', label: 'This month' },
  { id: '365', label: 'Last 365 days' },
] as const;
/** One of {@link periodChoices}. */
export type PeriodChoice = (typeof periodChoices)[number]['id'];

const isoLocal = (d: Date) => {
  const pad = (x: number) => String(x).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/**
 * The `from`/`to` days (inclusive) of a choice, ending on `now`'s local day.
 *
 * @example
 * periodRange('7', new Date(2026, 2, 31)); // { from: '2026-03-25', to: '2026-03-31' }
 */
export function periodRange(choice: PeriodChoice, now: Date): { from: string; to: string } {
  const to = isoLocal(now);
  if (choice === 'month') return { from: `${to.slice(0, 8)}01`, to };
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (Number(choice) - 1));
  return { from: isoLocal(start), to };
}

/** A progress pair as text: `9 / 12 (75%)`, or `No target`. */
export function progressText(p: { target: number; achieved: number } | null): string {
  if (!p) return 'No target';
  if (p.target === 0) return `${p.achieved} / 0`;
  return `${p.achieved} / ${p.target} (${Math.round((p.achieved / p.target) * 100)}%)`;
}
