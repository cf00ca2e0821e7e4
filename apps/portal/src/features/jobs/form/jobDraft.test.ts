import type { Job, JobFunnel } from '@hrportal/api-client/contract';
import { describe, expect, it } from 'vitest';
import { ageDays, overviewCsv } from '../funnel';
import { bodyOf, draftErrors, draftOf, emptyDraft } from './jobDraft';

const valid = { ...emptyDraft, client: 'Acme', role: 'Java Developer' };

describe('job draft', () => {
  it('accepts a complete draft and sends numbers, nulls for empty numbers', () => {
    expect(draftErrors({ ...valid, budget_min: '10', budget_max: '20' })).toEqual({});
    expect(bodyOf({ ...valid, budget_min: '10', budget_max: '' })).toMatchObject({
      no_of_positions: 1,
      budget_min: 10,
      budget_max: null,
      experience_min: null,
      custom_job_type: '',
    });
  });

  it('names every broken rule at once, in the contract’s words', () => {
    const errors = draftErrors({
      ...emptyDraft,
      no_of_positions: '0',
      budget_min: '30',
      budget_max: '12',
      experience_min: '9',
      experience_max: '3',
      job_type: 'Custom',
    });
    expect(errors).toMatchObject({
      client: 'Client is required',
      role: 'Role is required',
      no_of_positions: 'At least one position',
      budget_min: 'Minimum budget must not exceed maximum budget',
      experience_min: 'Minimum experience must not exceed maximum experience',
      custom_job_type: 'Custom job type is required',
    });
    expect(draftErrors({ ...valid, no_of_positions: 'x' }).no_of_positions).toBeTruthy();
    expect(draftErrors({ ...valid, no_of_positions: '' }).no_of_positions).toBeTruthy();
  });

  it('keeps the custom type only with Custom, and round-trips a saved job', () => {
    expect(
      bodyOf({ ...valid, job_type: 'Custom', custom_job_type: 'Retainer' }).custom_job_type,
    ).toBe('Retainer');
    expect(
      bodyOf({ ...valid, job_type: 'Contract', custom_job_type: 'Retainer' }).custom_job_type,
    ).toBe('');
    const job = { ...bodyOf(valid), id: 1, job_status: 'Hold', recruiter: ['r'] } as unknown as Job;
    expect(draftOf({ ...job, budget_min: 12, budget_max: null } as Job)).toMatchObject({
      budget_min: '12',
      budget_max: '',
      job_status: 'Hold',
    });
  });
});

describe('overview CSV', () => {
  const job = {
    id: 7,
    date_created: '2026-03-01',
    job_status: 'Active',
    client: 'Acme, Inc.',
    role: '=HYPERLINK("x")',
    recruiter: ['r'],
    recruiter_names: ['Rahul "R" Verma'],
    no_of_positions: 3,
  } as Job;
  const funnel: JobFunnel = {
    job_id: 7,
    counts: { Offer: 2, Onboarded: 1 },
    total: 3,
    filled: 1,
    positions: 3,
    open: 2,
  };
  const now = Date.parse('2026-03-11T08:00:00Z');

  it('writes the shown columns, quoted where needed, formulas neutralised', () => {
    const [header, line] = overviewCsv([job], new Map([[7, funnel]]), now).split('\r\n');
    expect(header).toContain(
      'Job ID,Date Created,Status,Client,Role,Recruiters,Age (days),Internal Screening',
    );
    expect(header?.endsWith('Duplicate Profile,Total,Filled,Open,Positions')).toBe(true);
    expect(line).toBe(
      `7,2026-03-01,Active,"Acme, Inc.","'=HYPERLINK(""x"")","Rahul ""R"" Verma",10,0,0,0,0,0,0,0,2,1,0,0,0,3,1,2,3`,
    );
    expect(ageDays(job, now)).toBe(10);
  });
});
