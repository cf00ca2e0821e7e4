import { messages } from '@hrportal/api-client/contract';
import { describe, expect, it } from 'vitest';
import {
  addBody,
  contentError,
  differs,
  draftKey,
  editBody,
  emptyForm,
  experienceError,
  fillEmpty,
  formErrors,
  readDraft,
  suggestionsFrom,
  toBase64,
} from './candidateForm';

const filled = () => ({
  ...emptyForm(),
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  mobile: '+91 98450 12345',
});

describe('experience text (SPEC §3)', () => {
  it.each(['', '2 years 6 months', '3 years', '1 year', '6 months', '4.5', '7', '2 yrs 3 mos'])(
    'accepts %j',
    (text) => expect(experienceError(text)).toBeUndefined(),
  );
  it.each(['a lot', 'years', '-2', '2 decades', '3 months 2 years'])('refuses %j', (text) =>
    expect(experienceError(text)).toMatch(/N years M months/),
  );
});

describe('form checks', () => {
  it('names every required field at once', () => {
    expect(formErrors(emptyForm())).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      mobile: 'Mobile number is required',
    });
  });
  it('checks email, mobile, experience and the numbers', () => {
    const errors = formErrors({
      ...filled(),
      email: 'ravi@',
      mobile: '12',
      experience: 'lots',
      total_offers: '1.5',
      highest_package_in_lpa: 'x',
    });
    expect(Object.keys(errors).sort()).toEqual([
      'email',
      'experience',
      'highest_package_in_lpa',
      'mobile',
      'total_offers',
    ]);
    expect(formErrors(filled())).toEqual({});
  });
});

describe('request bodies', () => {
  it('add: trims, converts numbers, names the job and its client assignment', () => {
    const body = addBody(
      {
        ...filled(),
        job_id: '12',
        total_offers: ' 2 ',
        highest_package_in_lpa: '14.5',
        name: ' Ravi Kumar ',
      },
      { resume: { filename: 'cv.pdf', base64: 'JVBERi0=' }, additional: [] },
    );
    expect(body).toMatchObject({
      name: 'Ravi Kumar',
      job_id: '12',
      client_assigned: true,
      total_offers: 2,
      highest_package_in_lpa: 14.5,
      last_working_date: null,
      resume: 'JVBERi0=',
      resume_filename: 'cv.pdf',
    });
    expect(body).not.toHaveProperty('recruiter');
    expect(body).not.toHaveProperty('additional_files');
    expect(body).not.toHaveProperty('careers_registration_id');
  });
  it('add from a careers registration names it, so the server marks it converted', () => {
    expect(addBody(filled(), { additional: [] }, 7)).toMatchObject({ careers_registration_id: 7 });
  });
  it('edit: only the changed fields, with the loaded instant', () => {
    const loaded = filled();
    const body = editBody({ ...loaded, skills: 'Go' }, loaded, '2026-05-01T10:00:00.000Z', {
      additional: [],
    });
    expect(body).toEqual({ skills: 'Go', expected_updated_at: '2026-05-01T10:00:00.000Z' });
  });
});

describe('parse suggestions never overwrite what was typed', () => {
  const parsed = {
    name: 'Ravi Kumar',
    email: 'ravi.k@mail.com',
    mobile: '9845012345',
    skills: 'Java, Spring',
    experience: '5 years',
    current_company: 'Acme',
    position: 'Developer',
    current_job_location: 'Pune',
  };
  it('fills the empty fields and offers the rest', () => {
    const typed = { ...emptyForm(), name: 'R. Kumar', email: 'ravi.k@mail.com' };
    const { values, open, filled: done } = fillEmpty(typed, suggestionsFrom(parsed, typed));
    expect(values.name).toBe('R. Kumar');
    expect(values.skills).toBe('Java, Spring');
    expect(values.current_job_location).toBe('Pune');
    expect(open).toEqual([{ field: 'name', label: 'Name', value: 'Ravi Kumar' }]);
    // The email equals what was typed: neither filled nor offered.
    expect(done).not.toContain('email');
    expect(done).toEqual(
      expect.arrayContaining(['mobile', 'skills', 'experience', 'current_company', 'position']),
    );
  });
});

describe('files (SPEC §5)', () => {
  const file = (bytes: number[], name: string) => new File([new Uint8Array(bytes)], name);
  it('takes real PDF, DOC and DOCX signatures', async () => {
    expect(
      await contentError(file([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31], 'cv.pdf')),
    ).toBeUndefined();
    expect(await contentError(file([0x50, 0x4b, 0x03, 0x04, 0], 'cv.docx'))).toBeUndefined();
    expect(
      await contentError(file([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 'cv.doc')),
    ).toBeUndefined();
  });
  it('refuses a renamed executable and an empty file', async () => {
    expect(await contentError(file([0x4d, 0x5a, 0x90, 0, 3], 'cv.pdf'))).toBe(
      messages.aiInvalidFileType,
    );
    expect(await contentError(file([0x7f, 0x45, 0x4c, 0x46], 'resume.docx'))).toBe(
      messages.aiInvalidFileType,
    );
    expect(await contentError(file([], 'cv.pdf'))).toMatch(/empty/);
  });
  it('encodes bytes as base64', async () => {
    expect(await toBase64(new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])]))).toBe(
      'JVBERi0=',
    );
  });
});

describe('drafts', () => {
  it('keys by user and form, reads back only known fields', () => {
    expect(draftKey(3, 'register')).toBe('candidateDraft:3:register');
    expect(draftKey(3, 17)).toBe('candidateDraft:3:17');
    const saved = JSON.stringify({
      values: { ...filled(), buyout: 'yes', extra: 1 },
      savedAt: '2026-05-01T10:00:00.000Z',
    });
    const draft = readDraft(saved, emptyForm());
    expect(draft?.values.name).toBe('Ravi Kumar');
    expect(draft?.values.buyout).toBe(false);
    expect(draft?.values).not.toHaveProperty('extra');
    expect(readDraft('{not json', emptyForm())).toBeUndefined();
    expect(readDraft(null, emptyForm())).toBeUndefined();
    expect(differs(emptyForm(), emptyForm())).toBe(false);
    expect(differs(emptyForm(), filled())).toBe(true);
  });
});
