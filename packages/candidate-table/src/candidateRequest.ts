import type {
  CandidateFilterColumn,
  CandidateListFilter,
  CandidateSortKey,
} from '@hrportal/api-client/contract';
import { initialQuery } from './engine/query';
import type { Chip, QueryState } from './engine/types';

/**
 * The server's keys of each candidate column (SPEC §2): `sort`, the sort key its header asks for
 * (none: not sortable); `filter`, the chip column a chip on it becomes (none: chips search it as
 * any column). No React here, so a host can build a list's first request before the table's code
 * has loaded.
 */
export const candidateServerKeys = {
  appliedDate: { sort: 'date_created' },
  lastUpdated: { sort: 'data_updated_date' },
  jobId: { sort: 'job_id' },
  name: { sort: 'name', filter: 'name' },
  email: { sort: 'email', filter: 'email' },
  phone: { sort: 'mobile', filter: 'mobile' },
  client: { sort: 'client', filter: 'client' },
  profile: { sort: 'profile', filter: 'profile' },
  skills: { sort: 'skills', filter: 'skills' },
  status: { sort: 'status', filter: 'status' },
  comment: { filter: 'comment' },
  peerReviewer: { sort: 'peer_reviewer_level1', filter: 'peer_reviewer_level1' },
  recruiter: { sort: 'recruiter', filter: 'recruiter' },
  management: { filter: 'management' },
  currentCompany: { sort: 'current_company', filter: 'current_company' },
  position: { sort: 'position', filter: 'position' },
  currentJobLocation: { filter: 'current_job_location' },
  preferredJobLocation: { filter: 'preferred_job_location' },
  noticePeriod: { filter: 'notice_period' },
} as const satisfies Record<string, { sort?: CandidateSortKey; filter?: CandidateFilterColumn }>;

/** The id of a candidate column. */
export type CandidateColumnId = keyof typeof candidateServerKeys;

const keysOf = (column: string | null | undefined) =>
  column && Object.hasOwn(candidateServerKeys, column)
    ? (candidateServerKeys[column as CandidateColumnId] as {
        sort?: CandidateSortKey;
        filter?: CandidateFilterColumn;
      })
    : undefined;

/** The filter of a table query (chips → filters, dates → preset or range), without page and sort. */
export function candidateFilter(query: QueryState, clientAssigned: boolean) {
  const preset: '24h' | '7d' | '30d' | 'all' =
    query.presetDays === 1
      ? '24h'
      : query.presetDays === 7
        ? '7d'
        : query.presetDays === 30
          ? '30d'
          : 'all';
  return {
    client_assigned: clientAssigned,
    filters: query.chips.map((chip) => ({
      column: keysOf(chip.column)?.filter ?? ('any' as const),
      value: chip.value,
    })),
    ...(query.range
      ? { date_from: query.range.from, date_to: query.range.to }
      : { date_preset: preset }),
  } satisfies CandidateListFilter;
}

/** The server request of a table query (chips → filters, dates → preset or range, sort). */
export function candidateRequest(query: QueryState, clientAssigned: boolean) {
  const sortKey = keysOf(query.sort?.column)?.sort;
  return {
    page_no: query.page,
    page_size: query.pageSize,
    ...candidateFilter(query, clientAssigned),
    ...(query.sort && sortKey ? { sort_by: sortKey, sort_dir: query.sort.direction } : {}),
  };
}

/** The query a candidate list opens with: the first page, unsorted, with `initialChips` if any. */
export function openingQuery(initialChips: readonly Chip[] | undefined): QueryState {
  return initialChips?.length ? { ...initialQuery, chips: [...initialChips] } : initialQuery;
}

/**
 * The first request of a candidate list: the repository's first tab (`clientAssigned`) or the
 * pool's list (not). A host prefetches it with `@hrportal/react`'s `candidatePageQuery` while the
 * table's code loads; the table then finds its first page asked.
 *
 * @example
 * void queryClient.prefetchQuery(candidatePageQuery(client, session, openingCandidateRequest(true)));
 */
export function openingCandidateRequest(clientAssigned: boolean, initialChips?: readonly Chip[]) {
  return candidateRequest(openingQuery(initialChips), clientAssigned);
}
