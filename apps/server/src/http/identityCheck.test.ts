import {
  CandidateDashboardResponse,
  candidateStatuses,
  endpoints,
} from '@hrportal/api-client/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { compileIdentityCheck } from './identityCheck';

const candidate = {
  id: 7,
  job_id: 12,
  name: 'Asha Rao',
  email: 'asha@mail.example',
  mobile: '9845012345',
  client: 'Aurora',
  profile: 'Java Developer',
  status: 'Offer',
  date_created: '2026-06-01',
  experience: '4.5',
  qualifications: 'B.Tech',
  preferred_job_location: 'Pune',
  skills: 'Java, SQL',
  current_ctc: '12 LPA',
  expected_ctc: '18 LPA',
  remarks: '',
  data_updated_date: '2026-06-02',
  reason_for_job_change: '',
  peer_reviewer_level1: '',
  peer_reviewer_level2: '',
  recruiter: 'recruiter',
  management: 'manager',
  recruiter_name: 'Ravi Kumar',
  management_name: 'Meera Shah',
  current_company: 'Titan',
  position: 'Engineer',
  current_job_location: 'Pune',
  relevant_experience: '4 years',
  notice_period: '30 days',
  linkedin: '',
  holding_offer: 'No',
  serving_notice_period: 'No',
  period_of_notice: '30 days',
  last_working_date: null,
  remind_lwd: false,
  total_offers: 0,
  highest_package_in_lpa: 13.5,
  buyout: false,
  resume_present: true,
  user_id: 3,
  client_assigned: true,
  comments: { 'Ravi Kumar': [{ comment: 'Shortlisted', timestamp: '2026-06-01T09:00:00.000Z' }] },
  updated_at: '2026-06-02T10:11:12.345Z',
};
const page = {
  status: 'success',
  candidates: [candidate],
  total: 1,
  page_no: 1,
  page_size: 20,
  total_pages: 1,
};

const check = compileIdentityCheck(CandidateDashboardResponse);

/** What zod makes of a value: its output's JSON, or undefined when it refuses it. */
function zodAnswer(value: unknown): string | undefined {
  const parsed = CandidateDashboardResponse.safeParse(value);
  return parsed.success ? JSON.stringify(parsed.data) : undefined;
}

/** A copy of the page with its one candidate changed by `change`. */
function withCandidate(change: (c: Record<string, unknown>) => Record<string, unknown>) {
  return { ...page, candidates: [change({ ...candidate })] };
}

describe('compileIdentityCheck', () => {
  it('passes a valid list page that zod returns unchanged', () => {
    expect(check).toBeTypeOf('function');
    expect(check?.(page)).toBe(true);
    expect(zodAnswer(page)).toBe(JSON.stringify(page));
  });

  it('leaves to zod every answer zod would refuse, strip or reorder', () => {
    const cases: [string, unknown][] = [
      ['unknown status', withCandidate((c) => ({ ...c, status: 'Hired!' }))],
      ['date not a date', withCandidate((c) => ({ ...c, date_created: '2026-13-01' }))],
      ['instant without zone', withCandidate((c) => ({ ...c, updated_at: '2026-06-01T09:00:00' }))],
      ['id zero', withCandidate((c) => ({ ...c, id: 0 }))],
      ['fractional offers', withCandidate((c) => ({ ...c, total_offers: 1.5 }))],
      ['negative package', withCandidate((c) => ({ ...c, highest_package_in_lpa: -1 }))],
      ['NaN package', withCandidate((c) => ({ ...c, highest_package_in_lpa: Number.NaN }))],
      ['infinite total', { ...page, total: Number.POSITIVE_INFINITY }],
      ['page size too big', { ...page, page_size: 100_000 }],
      ['number as text', withCandidate((c) => ({ ...c, user_id: '3' }))],
      ['a Date for a date', withCandidate((c) => ({ ...c, date_created: new Date() }))],
      ['empty job code', withCandidate((c) => ({ ...c, job_id: '' }))],
      ['missing field', withCandidate(({ skills: _, ...c }) => c)],
      ['extra field (stripped)', withCandidate((c) => ({ ...c, search_text: 'x' }))],
      ['fields out of order', withCandidate(({ id, ...c }) => ({ ...c, id }))],
      [
        'comment without time',
        withCandidate((c) => ({ ...c, comments: { A: [{ comment: 'x' }] } })),
      ],
      [
        '__proto__ commenter',
        withCandidate((c) => ({ ...c, comments: JSON.parse('{"__proto__": []}') })),
      ],
      ['not an array', { ...page, candidates: { 0: candidate } }],
      ['wrong literal', { ...page, status: 'error' }],
    ];
    const wrong = cases.filter(([, value]) => check?.(value)).map(([name]) => name);
    expect(wrong).toEqual([]);
    // Each case is one zod refuses or changes: the check must not be the one to decide it.
    for (const [name, value] of cases) {
      expect(zodAnswer(value) === JSON.stringify(value), name).toBe(false);
    }
    // Unsure is allowed (zod then decides): an optional field present as undefined, a class instance.
    expect(check?.(withCandidate((c) => ({ ...c, recruiter_name: undefined })))).toBe(false);
    expect(check?.(withCandidate((c) => Object.assign(new (class Row {})(), c)))).toBe(false);
  });

  it('never passes a value zod would refuse or change (random candidates)', () => {
    const text = fc.oneof(fc.string(), fc.constantFrom('', '2026-06-01', 'Offer', '\u{1F600}'));
    const row = fc.record({
      ...Object.fromEntries(
        Object.entries(candidate).map(([key, value]) => [key, fc.constant(value)]),
      ),
      id: fc.oneof(fc.integer(), fc.double(), fc.constant(2 ** 53)),
      job_id: fc.oneof(fc.constant(null), fc.integer(), text),
      status: fc.oneof(fc.constantFrom(...candidateStatuses), text),
      date_created: fc.oneof(
        text,
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
      ),
      total_offers: fc.oneof(fc.constant(null), fc.integer({ min: -2, max: 5 }), fc.double()),
      recruiter_name: fc.oneof(fc.constant(undefined), text),
      comments: fc.dictionary(
        text,
        fc.array(
          fc.record({
            comment: text,
            timestamp: fc.oneof(text, fc.constant(candidate.updated_at)),
          }),
        ),
      ),
    });
    fc.assert(
      fc.property(row, (c) => {
        const value = { ...page, candidates: [c] };
        if (check?.(value)) expect(zodAnswer(value)).toBe(JSON.stringify(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('is undefined for schemas with rules it does not reproduce', () => {
    expect(compileIdentityCheck(z.object({ a: z.string().trim() }))).toBeUndefined();
    expect(compileIdentityCheck(z.object({ a: z.string().default('x') }))).toBeUndefined();
    expect(compileIdentityCheck(z.object({ a: z.number() }).refine(() => true))).toBeUndefined();
    expect(compileIdentityCheck(z.string().url())).toBeUndefined();
    expect(compileIdentityCheck(z.union([z.object({}), z.string()]))).toBeUndefined();
    expect(compileIdentityCheck(undefined)).toBeUndefined();
  });

  it('compiles or declines every endpoint response of the contract without throwing', () => {
    for (const endpoint of Object.values(endpoints)) {
      const response = (endpoint as { response?: unknown }).response;
      expect(() => compileIdentityCheck(response)).not.toThrow();
    }
  });
});
