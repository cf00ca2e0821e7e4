import type { CandidateListItem, CandidatePage, PeerReviewItem } from '@hrportal/api-client';
import { type LiveEvent, parseLiveEvent } from '@hrportal/api-client/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  applyLiveEvent,
  candidateRecordKey,
  candidateRecords,
  livePatchesFor,
  patchJobs,
  stale,
  summaries,
} from './liveUpdates';

const event = (type: string, data: Record<string, unknown>): LiveEvent => {
  const parsed = parseLiveEvent({ id: '1', type, data, timestamp: '2026-06-01T09:00:00Z' });
  if (!parsed) throw new Error(`not a live event: ${type}`);
  return parsed;
};

const row = (id: number, status: CandidateListItem['status']) =>
  ({ id, name: `C${id}`, status }) as CandidateListItem;
const page = (...items: CandidateListItem[]): CandidatePage => ({
  items,
  total: 25,
  pageNo: 1,
  pageSize: 10,
  totalPages: 3,
});
const job = (id: number, job_status: 'Active' | 'Closed' | 'Hold') =>
  ({ id, job_status, role: `R${id}` }) as never;
const jobLists = () => ({
  status: 'success' as const,
  job_posts_active: [job(1, 'Active'), job(2, 'Active')],
  job_posts_closed: [job(3, 'Closed')],
  job_posts_hold: [],
});

describe('livePatchesFor', () => {
  it('puts a candidate status change into the row of a cached page, nothing else', () => {
    const { patches, refetch } = livePatchesFor(
      event('candidate_update', { candidateId: 7, status: 'Offer', comment: 'good' }),
    );
    const before = page(row(6, 'Internal Screening'), row(7, 'Internal Screening'));
    const after = patches.candidates?.(before) as CandidatePage;
    expect(after.items[1]).toMatchObject({ id: 7, status: 'Offer', comment: 'good' });
    expect(after.items[0]).toBe(before.items[0]);
    expect(before.items[1]?.status).toBe('Internal Screening');
    const other = page(row(8, 'Internal Screening'));
    expect(patches.candidates?.(other)).toBe(other);
    expect(refetch).toEqual([summaries]);
  });

  it('refetches the lists when a candidate moves to another recruiter or a client job', () => {
    for (const data of [
      { candidateId: 7, status: 'Offer', eventType: 'transferred' },
      { candidateId: 7, status: 'Offer', client: 'Acme' },
    ]) {
      expect(livePatchesFor(event('candidate_update', data))).toEqual({
        patches: {},
        refetch: ['candidates', summaries],
      });
    }
  });

  it('removes a deleted candidate from pages and plain lists', () => {
    const { patches } = livePatchesFor(
      event('candidate_update', { candidateId: 7, eventType: 'deleted' }),
    );
    const after = patches.candidates?.(
      page(row(6, 'Internal Screening'), row(7, 'On Hold')),
    ) as CandidatePage;
    expect(after.items.map((item) => item.id)).toEqual([6]);
    expect(after.total).toBe(24);
    expect(patches.candidates?.([row(7, 'On Hold')])).toEqual([]);
  });

  it('refetches lists when the event does not carry the record', () => {
    expect(livePatchesFor(event('candidate_added', { candidateId: 9 }))).toEqual({
      patches: {},
      refetch: ['candidates', summaries],
    });
    expect(livePatchesFor(event('job_created', { jobId: 4 })).refetch).toContain('jobs');
    expect(
      livePatchesFor(event('weekly_target_assigned', { targetId: 1, recruiterId: 2 })).refetch,
    ).toEqual(['targets']);
    expect(
      livePatchesFor(event('peer_review_assigned', { candidateId: 1, profileId: 2 })).refetch,
    ).toContain('peerReview');
    expect(
      livePatchesFor(event('careers_application', { registrationId: 4, jobId: 12 })).refetch,
    ).toEqual(['careers']);
  });

  it('sets a decided review status and its priority', () => {
    const { patches } = livePatchesFor(
      event('peer_review_status_updated', { candidateId: 7, profileId: 3, status: 'PR-Rejected' }),
    );
    const list = [
      { id: 7, review_id: 3, status: 'PR-Pending', priority: 'High' },
      { id: 8, review_id: 4, status: 'PR-Pending', priority: 'High' },
    ] as PeerReviewItem[];
    const after = patches.peerReview?.(list) as PeerReviewItem[];
    expect(after[0]).toMatchObject({ status: 'PR-Rejected', priority: 'Low' });
    expect(after[1]).toBe(list[1]);
  });

  it('refetches every meeting list and candidate record when a meeting changed, and nothing for other messages', () => {
    expect(
      livePatchesFor(event('system_message', { message: 'x', eventType: 'meeting_changed' })),
    ).toEqual({ patches: {}, refetch: ['meetings', candidateRecords] });
    expect(livePatchesFor(event('system_message', { message: 'Maintenance' }))).toEqual({
      patches: {},
      refetch: [],
    });
  });

  it('moves a job to the list of its new status, and removes a deleted one', () => {
    const moved = livePatchesFor(event('job_update', { jobId: 2, status: 'Hold' })).patches.jobs?.(
      jobLists(),
    ) as ReturnType<typeof jobLists>;
    expect(moved.job_posts_active.map((j: { id: number }) => j.id)).toEqual([1]);
    expect(moved.job_posts_hold).toEqual([expect.objectContaining({ id: 2, job_status: 'Hold' })]);
    const removed = livePatchesFor(
      event('job_update', { jobId: 3, eventType: 'deleted' }),
    ).patches.jobs?.(jobLists()) as ReturnType<typeof jobLists>;
    expect(removed.job_posts_closed).toEqual([]);
    // The dashboard counts jobs by status in a summary query: both refetch it.
    for (const data of [
      { jobId: 2, status: 'Hold' },
      { jobId: 3, eventType: 'deleted' },
    ])
      expect(livePatchesFor(event('job_update', data)).refetch).toContain(summaries);
  });

  it('asks for a refetch when a job it must move is not cached, unless the row is given', () => {
    expect(patchJobs(jobLists(), 99, 'Active')).toBe(stale);
    const added = patchJobs(jobLists(), 99, 'Closed', job(99, 'Closed')) as ReturnType<
      typeof jobLists
    >;
    expect(added.job_posts_closed.map((j: { id: number }) => j.id)).toEqual([99, 3]);
    const unrelated = { something: 'else' };
    expect(patchJobs(unrelated, 1, 'Closed')).toBe(unrelated);
  });
});

describe('applyLiveEvent', () => {
  it('refetches the candidate record on screen when a meeting changed, not the candidate lists', async () => {
    const queryClient = new QueryClient();
    const record = queryClient.getQueryCache().build(queryClient, {
      queryKey: [...candidateRecordKey, 5],
      queryFn: async () => 'record',
    });
    const list = queryClient.getQueryCache().build(queryClient, {
      queryKey: ['candidates', { page: 1 }],
      queryFn: async () => 'list',
    });
    queryClient.setQueryData([...candidateRecordKey, 5], 'record');
    queryClient.setQueryData(['candidates', { page: 1 }], 'list');
    const dropped: string[] = [];
    const client = {
      candidates: { invalidate: () => dropped.push('candidates') },
      jobs: { invalidate: () => dropped.push('jobs') },
      meetings: { invalidate: () => dropped.push('meetings') },
    } as unknown as Parameters<typeof applyLiveEvent>[1];
    applyLiveEvent(
      queryClient,
      client,
      event('system_message', { message: 'Meeting scheduled', eventType: 'meeting_changed' }),
    );
    expect(record.state.isInvalidated).toBe(true);
    expect(list.state.isInvalidated).toBe(false);
    expect(dropped).toEqual(['meetings']);
  });
});
