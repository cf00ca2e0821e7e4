'use client';
import type {
  IncentivePlan,
  IncentiveResponse,
  SopDocument,
  SopDocumentKind,
  SopVersionResponse,
  SopVersionSummary,
} from '@hrportal/api-client/contract';
import { Button, EmptyState, Radio, RadioGroup, Skeleton, TextArea, TextField } from '@hrportal/ui';
import { type FormEvent, useMemo, useState } from 'react';
import { FormError } from '../../common/FormError';
import * as portal from '../../portal.css';
import { renderMarkdown } from './markdown';
import * as css from './sop.css';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const changeWords = { created: 'created', title: 'title', body: 'text', plan: 'plan' } as const;

/** What a version changed, in words: "text and plan". */
const changedText = (changes: SopVersionSummary['changes']) =>
  changes.map((c) => changeWords[c]).join(' and ');

/** Sanitised Markdown (see `renderMarkdown`). */
function Markdown({ text, label }: { text: string; label: string }) {
  const html = useMemo(() => renderMarkdown(text), [text]);
  return (
    <div
      className={css.prose}
      aria-label={label}
      role="document"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: renderMarkdown sanitises with DOMPurify (markdown.browser.test.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** An incentive plan in words (rates, client rates, thresholds). */
function PlanSummary({ plan }: { plan: IncentivePlan }) {
  const money = (n: number) => `${plan.currency} ${n.toLocaleString('en-IN')}`;
  return (
    <ul className={portal.list}>
      <li>{money(plan.per_join)} per join</li>
      {plan.client_rates.map((r) => (
        <li key={r.client}>
          {r.client}: {money(r.per_join)} per join
        </li>
      ))}
      {plan.thresholds.map((t) => (
        <li key={t.min_joins}>
          Bonus {money(t.bonus)} at {t.min_joins} join{t.min_joins === 1 ? '' : 's'} or more
        </li>
      ))}
    </ul>
  );
}

/** Props of {@link DocumentsView}. */
export interface DocumentsViewProps {
  documents: readonly SopDocument[] | undefined;
  isLoading: boolean;
  error: string | null;
  selectedId: number | undefined;
  onSelect: (id: number) => void;
  canWrite: boolean;
  onNew: () => void;
  onEdit: (doc: SopDocument) => void;
  onHistory: (doc: SopDocument) => void;
}

/** The documents: a list by kind and the open one, rendered; managers write. */
export function DocumentsView({
  documents,
  isLoading,
  error,
  selectedId,
  onSelect,
  canWrite,
  onNew,
  onEdit,
  onHistory,
}: DocumentsViewProps) {
  if (isLoading) return <Skeleton rows={6} columns={2} label="Loading documents..." />;
  if (error) return <EmptyState title={`Error: ${error}`} />;
  const docs = documents ?? [];
  if (docs.length === 0)
    return (
      <EmptyState
        title="No documents yet"
        description={
          canWrite
            ? 'Write the standard operating procedures and the incentive plan your recruiters follow.'
            : 'Your managers have not published SOPs or an incentive plan yet.'
        }
        {...(canWrite
          ? {
              action: (
                <Button tone="brand" onPress={onNew}>
                  New document
                </Button>
              ),
            }
          : {})}
      />
    );
  const open = docs.find((d) => d.id === selectedId) ?? docs[0];
  const group = (kind: SopDocumentKind, heading: string) => {
    const items = docs.filter((d) => d.kind === kind);
    return items.length ? (
      <>
        <h2 className={css.listHeading}>{heading}</h2>
        <ul className={css.list}>
          {items.map((d) => (
            <li key={d.id}>
              <button
                type="button"
                className={css.docButton}
                aria-current={d.id === open?.id ? 'true' : undefined}
                onClick={() => onSelect(d.id)}
              >
                {d.title}
              </button>
            </li>
          ))}
        </ul>
      </>
    ) : null;
  };
  return (
    <div className={css.layout}>
      <nav aria-label="Documents">
        {canWrite ? (
          <Button tone="brand" onPress={onNew}>
            New document
          </Button>
        ) : null}
        {group('sop', 'Standard operating procedures')}
        {group('incentive', 'Incentive plans')}
      </nav>
      {open ? (
        <article className={portal.card} aria-labelledby="doc-title">
          <div className={css.row} style={{ justifyContent: 'space-between' }}>
            <div>
              <h2 id="doc-title" className={portal.title}>
                {open.title}
              </h2>
              <span className={portal.muted}>
                Version {open.version}, saved by {open.updated_by_name} on {when(open.updated_at)}
              </span>
            </div>
            <div className={css.row}>
              <Button onPress={() => onHistory(open)}>History</Button>
              {canWrite ? (
                <Button tone="brand" onPress={() => onEdit(open)}>
                  Edit
                </Button>
              ) : null}
            </div>
          </div>
          {open.plan ? (
            <section aria-label="Plan">
              <h3 className={portal.title}>The plan the calculator applies</h3>
              <PlanSummary plan={open.plan} />
            </section>
          ) : null}
          <Markdown text={open.body} label={open.title} />
        </article>
      ) : null}
    </div>
  );
}

type PlanText = {
  currency: string;
  per_join: string;
  client_rates: { client: string; per_join: string }[];
  thresholds: { min_joins: string; bonus: string }[];
};
const planText = (plan: IncentivePlan | null): PlanText => ({
  currency: plan?.currency ?? 'INR',
  per_join: String(plan?.per_join ?? 0),
  client_rates: (plan?.client_rates ?? []).map((r) => ({
    client: r.client,
    per_join: String(r.per_join),
  })),
  thresholds: (plan?.thresholds ?? []).map((t) => ({
    min_joins: String(t.min_joins),
    bonus: String(t.bonus),
  })),
});
const planOf = (p: PlanText): IncentivePlan => ({
  currency: p.currency.trim().toUpperCase(),
  per_join: Number(p.per_join || 0),
  client_rates: p.client_rates.map((r) => ({
    client: r.client.trim(),
    per_join: Number(r.per_join || 0),
  })),
  thresholds: p.thresholds.map((t) => ({
    min_joins: Number(t.min_joins || 0),
    bonus: Number(t.bonus || 0),
  })),
});

/** What the editor saves. */
export interface SopDraft {
  kind: SopDocumentKind;
  title: string;
  body: string;
  plan?: IncentivePlan;
}

/** Props of {@link SopEditor}. */
export interface SopEditorProps {
  /** The document edited; undefined: a new one. */
  document?: SopDocument | undefined;
  onSave: (draft: SopDraft) => Promise<void>;
  onCancel: () => void;
}

/** Markdown beside its live (sanitised) preview; an incentive document's plan in fields. */
export function SopEditor({ document, onSave, onCancel }: SopEditorProps) {
  const [kind, setKind] = useState<SopDocumentKind>(document?.kind ?? 'sop');
  const [title, setTitle] = useState(document?.title ?? '');
  const [body, setBody] = useState(document?.body ?? '');
  const [plan, setPlan] = useState<PlanText>(planText(document?.plan ?? null));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const setRate = (i: number, key: 'client' | 'per_join', value: string) =>
    setPlan((p) => ({
      ...p,
      client_rates: p.client_rates.map((r, j) => (j === i ? { ...r, [key]: value } : r)),
    }));
  const setThreshold = (i: number, key: 'min_joins' | 'bonus', value: string) =>
    setPlan((p) => ({
      ...p,
      thresholds: p.thresholds.map((t, j) => (j === i ? { ...t, [key]: value } : t)),
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setError('Give the document a title');
      return;
    }
    setBusy(true);
    setError('');
    try {
      await onSave({
        kind,
        title: title.trim(),
        body,
        ...(kind === 'incentive' ? { plan: planOf(plan) } : {}),
      });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={portal.form}
      onSubmit={submit}
      noValidate
      aria-label={document ? `Edit ${document.title}` : 'New document'}
    >
      {document ? null : (
        <RadioGroup
          label="Kind"
          orientation="horizontal"
          value={kind}
          onChange={(v) => setKind(v as SopDocumentKind)}
        >
          <Radio value="sop">Standard operating procedure</Radio>
          <Radio value="incentive">Incentive plan</Radio>
        </RadioGroup>
      )}
      <TextField label="Title" value={title} onChange={setTitle} isRequired isFullWidth />
      <div className={css.editor}>
        <TextArea
          label="Text (Markdown)"
          description="Headings with #, lists with - or 1., **bold**, [links](https://…), tables."
          value={body}
          onChange={setBody}
          rows={16}
          isFullWidth
        />
        <section aria-label="Preview" className={css.preview}>
          <h3 className={portal.muted}>Preview</h3>
          <Markdown text={body} label="Preview of the text" />
        </section>
      </div>
      {kind === 'incentive' ? (
        <fieldset className={portal.form}>
          <legend className={portal.title}>Plan</legend>
          <div className={css.row}>
            <TextField
              label="Currency"
              value={plan.currency}
              onChange={(v) => setPlan((p) => ({ ...p, currency: v }))}
            />
            <TextField
              label="Amount per join"
              type="number"
              value={plan.per_join}
              onChange={(v) => setPlan((p) => ({ ...p, per_join: v }))}
            />
          </div>
          {plan.client_rates.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; the index is their identity.
            <div className={css.row} key={i}>
              <TextField
                label={`Client ${i + 1}`}
                value={r.client}
                onChange={(v) => setRate(i, 'client', v)}
              />
              <TextField
                label={`Client ${i + 1} amount per join`}
                type="number"
                value={r.per_join}
                onChange={(v) => setRate(i, 'per_join', v)}
              />
              <Button
                onPress={() =>
                  setPlan((p) => ({ ...p, client_rates: p.client_rates.filter((_, j) => j !== i) }))
                }
              >
                Remove client {i + 1}
              </Button>
            </div>
          ))}
          <div>
            <Button
              onPress={() =>
                setPlan((p) => ({
                  ...p,
                  client_rates: [...p.client_rates, { client: '', per_join: '' }],
                }))
              }
            >
              Add a client rate
            </Button>
          </div>
          {plan.thresholds.map((t, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; the index is their identity.
            <div className={css.row} key={i}>
              <TextField
                label={`Threshold ${i + 1}: joins`}
                type="number"
                value={t.min_joins}
                onChange={(v) => setThreshold(i, 'min_joins', v)}
              />
              <TextField
                label={`Threshold ${i + 1}: bonus`}
                type="number"
                value={t.bonus}
                onChange={(v) => setThreshold(i, 'bonus', v)}
              />
              <Button
                onPress={() =>
                  setPlan((p) => ({ ...p, thresholds: p.thresholds.filter((_, j) => j !== i) }))
                }
              >
                Remove threshold {i + 1}
              </Button>
            </div>
          ))}
          <div>
            <Button
              onPress={() =>
                setPlan((p) => ({
                  ...p,
                  thresholds: [...p.thresholds, { min_joins: '', bonus: '' }],
                }))
              }
            >
              Add a bonus threshold
            </Button>
          </div>
        </fieldset>
      ) : null}
      <FormError message={error || null} />
      <div className={css.row}>
        <Button type="submit" tone="brand" isDisabled={busy}>
          {busy ? 'Saving...' : 'Save'}
        </Button>
        <Button onPress={onCancel}>Cancel</Button>
      </div>
    </form>
  );
}

/** Props of {@link HistoryView}. */
export interface HistoryViewProps {
  versions: readonly SopVersionSummary[] | undefined;
  isLoading: boolean;
  error: string | null;
  onView: (version: number) => void;
  open: SopVersionResponse['version'] | undefined;
}

/** Who changed what and when; one old version shown whole. */
export function HistoryView({ versions, isLoading, error, onView, open }: HistoryViewProps) {
  if (isLoading) return <Skeleton rows={4} columns={3} label="Loading history..." />;
  if (error) return <EmptyState title={`Error: ${error}`} />;
  return (
    <div className={portal.form}>
      <div className={css.tableWrap}>
        <table className={css.table}>
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">Changed</th>
              <th scope="col">By</th>
              <th scope="col">When</th>
              <th scope="col">
                <span className={portal.muted}>Open</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {(versions ?? []).map((v) => (
              <tr key={v.version}>
                <td>{v.version}</td>
                <td>{changedText(v.changes)}</td>
                <td>{v.changed_by_name}</td>
                <td>{when(v.changed_at)}</td>
                <td>
                  <Button size="small" onPress={() => onView(v.version)}>
                    {`View version ${v.version}`}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {open ? (
        <section className={css.preview} aria-label={`Version ${open.version}`}>
          <h3 className={portal.title}>
            Version {open.version}: {open.title}
          </h3>
          {open.plan ? <PlanSummary plan={open.plan} /> : null}
          <Markdown text={open.body} label={`Version ${open.version} text`} />
        </section>
      ) : null}
    </div>
  );
}

/** Props of {@link CalculatorView}. */
export interface CalculatorViewProps {
  from: string;
  to: string;
  onRange: (from: string, to: string) => void;
  result: IncentiveResponse | undefined;
  isLoading: boolean;
  error: string | null;
}

/** The published plan applied to each recruiter's joins in a period. */
export function CalculatorView({
  from,
  to,
  onRange,
  result,
  isLoading,
  error,
}: CalculatorViewProps) {
  const money = (n: number) =>
    `${result?.plan?.plan.currency ?? ''} ${n.toLocaleString('en-IN')}`.trim();
  return (
    <section className={portal.form} aria-label="Incentive calculator">
      <div className={css.row}>
        <TextField label="From" type="date" value={from} onChange={(v) => onRange(v, to)} />
        <TextField label="To" type="date" value={to} onChange={(v) => onRange(from, v)} />
      </div>
      {isLoading ? (
        <Skeleton rows={4} columns={5} label="Calculating..." />
      ) : error ? (
        <EmptyState title={`Error: ${error}`} />
      ) : !result?.plan ? (
        <EmptyState
          title="No incentive plan published"
          description="A manager publishes one as an incentive document; its plan is applied here."
        />
      ) : (
        <>
          <p className={portal.muted}>
            {result.plan.title} (version {result.plan.version}), joins from {result.from} to{' '}
            {result.to}: candidates that first reached Onboarded in the period.
          </p>
          <div className={css.tableWrap}>
            <table className={css.table}>
              <caption className={portal.muted} style={{ textAlign: 'left' }}>
                Earnings per recruiter
              </caption>
              <thead>
                <tr>
                  <th scope="col">Recruiter</th>
                  <th scope="col">Joins</th>
                  <th scope="col">By client</th>
                  <th scope="col">Bonus</th>
                  <th scope="col">Total</th>
                </tr>
              </thead>
              <tbody>
                {result.rows.map((r) => (
                  <tr key={r.recruiter_id}>
                    <th scope="row">{r.recruiter_name}</th>
                    <td>{r.joins}</td>
                    <td>
                      {r.by_client.length === 0
                        ? '—'
                        : r.by_client.map((c) => (
                            <div key={c.client}>
                              {c.client}: {c.joins} × {money(c.rate)} = {money(c.amount)}
                            </div>
                          ))}
                    </td>
                    <td>{money(r.bonus)}</td>
                    <td>
                      <strong>{money(r.total)}</strong>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
