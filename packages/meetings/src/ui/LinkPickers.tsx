import { ComboBox, type ComboBoxOption } from '@hrportal/ui';
import { useEffect, useRef, useState } from 'react';
import type { LinkChoice } from '../model/forms';
import * as css from './calendar.css';

/** One suggestion of a picker: the record's id, its name and a muted detail line. */
export interface LinkOption {
  id: number;
  label: string;
  detail?: string;
}

/** Loads the records matching the typed text (the host's search endpoint). */
export type LinkSearch = (text: string) => Promise<readonly LinkOption[]>;

/** Props of {@link LinkPickers}. */
export interface LinkPickersProps {
  candidate: LinkChoice | null;
  job: LinkChoice | null;
  onCandidate: (choice: LinkChoice | null) => void;
  onJob: (choice: LinkChoice | null) => void;
  searchCandidates?: LinkSearch | undefined;
  searchJobs?: LinkSearch | undefined;
}

/**
 * Suggestions from a search endpoint as the text changes (250 ms after the last key; an answer to
 * older text is dropped), with the current choice always among them so its label shows.
 */
function useSearch(search: LinkSearch | undefined, chosen: LinkChoice | null) {
  const [found, setFound] = useState<readonly LinkOption[]>([]);
  const [failed, setFailed] = useState('');
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const run = (text: string) => {
    if (!search) return;
    clearTimeout(timer.current);
    const ticket = ++latest.current;
    timer.current = setTimeout(() => {
      search(text.trim()).then(
        (options) => {
          if (ticket !== latest.current) return;
          setFound(options);
          setFailed('');
        },
        (error: unknown) => {
          if (ticket !== latest.current) return;
          setFailed(error instanceof Error && error.message ? error.message : 'Search failed');
        },
      );
    }, 250);
  };
  // The first suggestions load with the form (an empty search: the most recent records).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the pickers mount
  useEffect(() => {
    run('');
    return () => clearTimeout(timer.current);
  }, []);
  const items: ComboBoxOption[] = found.map((o) => ({
    id: o.id,
    label: o.label,
    ...(o.detail ? { detail: o.detail } : {}),
  }));
  if (chosen && !items.some((item) => item.id === chosen.id)) {
    items.unshift({ id: chosen.id, label: chosen.label });
  }
  return { items, run, failed, options: found };
}

/**
 * The candidate and job a meeting is about: two searchable comboboxes (`@hrportal/ui`'s
 * `ComboBox`) backed by the host's search endpoints. Loaded on demand with the form, so the
 * calendar itself carries no react-aria.
 *
 * @example
 * ```tsx
 * <LinkPickers candidate={null} job={null} onCandidate={set} onJob={set} searchCandidates={find} />
 * ```
 */
export function LinkPickers(props: LinkPickersProps) {
  const candidates = useSearch(props.searchCandidates, props.candidate);
  const jobs = useSearch(props.searchJobs, props.job);
  // The form is in a native modal <dialog>: the suggestion lists render inside it (the top layer),
  // or the browser makes them inert.
  const anchor = useRef<HTMLSpanElement>(null);
  const [dialog, setDialog] = useState<Element | undefined>(undefined);
  useEffect(() => setDialog(anchor.current?.closest('dialog') ?? undefined), []);
  const choose =
    (items: readonly ComboBoxOption[], set: (choice: LinkChoice | null) => void) =>
    (id: ComboBoxOption['id'] | null) => {
      const item = items.find((i) => i.id === id);
      set(item ? { id: Number(item.id), label: item.label } : null);
    };
  return (
    <>
      <span ref={anchor} hidden />
      {props.searchCandidates ? (
        <div className={`${css.field} ${css.wide}`}>
          <ComboBox
            label="Candidate"
            placeholder="Search candidates by name or email"
            items={candidates.items}
            value={props.candidate?.id ?? null}
            onChange={choose(candidates.items, props.onCandidate)}
            onSearch={candidates.run}
            portalContainer={dialog}
            {...(candidates.failed ? { description: candidates.failed } : {})}
          />
        </div>
      ) : null}
      {props.searchJobs ? (
        <div className={`${css.field} ${css.wide}`}>
          <ComboBox
            label="Job"
            placeholder="Search jobs by role or client"
            items={jobs.items}
            value={props.job?.id ?? null}
            onChange={choose(jobs.items, props.onJob)}
            onSearch={jobs.run}
            portalContainer={dialog}
            {...(jobs.failed ? { description: jobs.failed } : {})}
          />
        </div>
      ) : null}
    </>
  );
}
