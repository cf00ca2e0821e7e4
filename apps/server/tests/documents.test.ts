import { messages } from '@hrportal/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentExtractor } from '../src/documents/extract';
import { scoreMatch } from '../src/documents/match';
import { canonicalSkill, findSkills, splitSkills } from '../src/documents/skills';
import {
  brokenDocx,
  corruptDoc,
  corruptPdf,
  docxBomb,
  lyingDocxBomb,
  renamedExecutable,
  scannedPdf,
} from './documents/badFiles';
import { buildCorpus, type CorpusResume } from './documents/resumeCorpus';
import { serverTest } from './fixture';
import { failureOf } from './helpers';

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const zipBombMessage = messages.aiProcessFailed(
  'the DOCX expands to far more data than a document holds.',
);

describe('skills vocabulary', () => {
  it('resolves aliases to one canonical name', () => {
    expect(canonicalSkill('JS')).toBe('JavaScript');
    expect(canonicalSkill('k8s')).toBe('Kubernetes');
    expect(canonicalSkill('ReactJS')).toBe('React');
    expect(splitSkills('JS, javascript; K8s | Postgres')).toEqual([
      'JavaScript',
      'Kubernetes',
      'PostgreSQL',
    ]);
  });

  it('finds skills in prose, and ambiguous words only where they stand in a list', () => {
    expect(findSkills('Built services in Golang on k8s, with JS in the browser')).toEqual([
      'Go',
      'Kubernetes',
      'JavaScript',
    ]);
    expect(findSkills('Go-to person for C++ and C# work in San Francisco')).toEqual(['C++', 'C#']);
    expect(findSkills('Languages: C, R, Go')).toEqual(['C', 'R', 'Go']);
  });
});

describe('matcher', () => {
  const job = {
    skills: 'JavaScript, Kubernetes, Go, Terraform',
    experienceMin: 3,
    experienceMax: 6,
    location: 'Bengaluru',
    mode: 'Hybrid',
    noticePeriod: '30 days',
    budgetMin: 10,
    budgetMax: 15,
  };

  it('scores every criterion with its evidence, aliases resolved', () => {
    const result = scoreMatch(
      {
        skills: 'JS, k8s, golang, terraform',
        experienceYears: 4,
        currentLocation: 'Bengaluru',
        noticePeriod: 'Immediate',
        expectedCtc: '14 LPA',
      },
      job,
    );
    expect(result.score).toBe(100);
    expect(result.matchedSkills).toEqual(['JavaScript', 'Kubernetes', 'Go', 'Terraform']);
    expect(result.criteria.experience.evidence).toBe('4 years, within 3–6 years.');
    expect(result.criteria.budget.evidence).toBe('Expects 14 LPA, within the budget 10–15 LPA.');
  });

  it('takes points off for each gap and says why', () => {
    const result = scoreMatch(
      {
        skills: 'JavaScript',
        experienceYears: 1.5,
        currentLocation: 'Pune',
        noticePeriod: '90 days',
        expectedCtc: '20 LPA',
      },
      job,
    );
    expect(result.missingSkills).toEqual(['Kubernetes', 'Go', 'Terraform']);
    expect(result.experienceMatch).toBe(false);
    expect(result.criteria.experience.points).toBe(5);
    expect(result.criteria.notice.evidence).toBe(
      "Notice 90 days, 60 days longer than the job's 30.",
    );
    expect(result.criteria.budget.points).toBe(0);
    expect(result.score).toBeLessThan(30);
  });

  it('leaves out what a side does not state instead of guessing', () => {
    const result = scoreMatch({ skills: 'Go', experienceYears: null }, { ...job, mode: 'Remote' });
    expect(result.criteria.experience.points).toBeNull();
    expect(result.criteria.notice.points).toBeNull();
    expect(result.criteria.location.points).toBe(10);
  });
});

describe('document extraction refusals (worker pool)', () => {
  const extractor = new DocumentExtractor({ workers: 1 });
  afterAll(() => extractor.close());

  it('refuses a scanned PDF without a text layer with the §8 message', async () => {
    await expect(extractor.extract(await scannedPdf(), 'pdf')).rejects.toMatchObject({
      statusCode: 422,
      code: 'insufficient-text',
      message: messages.aiInsufficientText,
    });
  });

  it('refuses corrupt PDF, DOCX and DOC files', async () => {
    for (const [bytes, kind] of [
      [corruptPdf(), 'pdf'],
      [brokenDocx(), 'docx'],
      [corruptDoc(), 'doc'],
    ] as const) {
      await expect(extractor.extract(bytes, kind)).rejects.toMatchObject({
        message: messages.aiInvalidDocument,
      });
    }
  });

  it('refuses DOCX zip bombs, honest and lying, before mammoth inflates them', async () => {
    await expect(extractor.extract(docxBomb(), 'docx')).rejects.toMatchObject({
      code: 'zip-bomb',
      message: zipBombMessage,
    });
    await expect(extractor.extract(lyingDocxBomb(), 'docx')).rejects.toMatchObject({
      code: 'zip-bomb',
    });
  });

  it('ends a document that passes its time limit and keeps serving', async () => {
    const hasty = new DocumentExtractor({ workers: 1, timeoutMs: 1 });
    try {
      await expect(hasty.extract(await scannedPdf(), 'pdf')).rejects.toMatchObject({
        code: 'timeout',
        message: messages.aiProcessingTimeout,
      });
    } finally {
      await hasty.close();
    }
    const [resume] = await buildCorpus(1);
    await expect(extractor.extract(resume?.bytes as Uint8Array, 'pdf')).resolves.toContain('@');
  });
});

const now = new Date('2026-06-15T09:00:00Z');
const serverIt = serverTest({ seed: { now, candidates: 5, jobs: 3 }, config: { now: () => now } });

// `recruiter` is recruiter3 (`team.other`): not assigned to the job the manager posts below.
describe('document routes over HTTP', { timeout: 120_000 }, () => {
  const it = serverIt;
  let corpus: CorpusResume[];

  beforeAll(async () => {
    corpus = await buildCorpus(4);
  }, 120_000);

  it('parses a resume into the candidate fields (PDF and DOCX)', async ({
    team: { other: recruiter },
  }) => {
    for (const resume of corpus.slice(0, 2)) {
      const { data } = await recruiter.candidates.parseResume({
        resume: b64(resume.bytes),
        filename: resume.id,
      });
      expect(data).toMatchObject({
        name: resume.labels.name,
        email: resume.labels.email,
        linkedin: resume.labels.linkedin,
      });
      expect(data.mobile.replace(/\D/g, '')).toBe(resume.labels.mobile);
      expect(data.extracted_text).toContain(resume.labels.email);
    }
  });

  it('extracts text of one file, and of several with an error per bad file', async ({
    team: { other: recruiter },
  }) => {
    const one = await recruiter.candidates.extractResumeText({
      resume: b64(corpus[1]?.bytes as Uint8Array),
    });
    expect(one.extracted_text).toContain(corpus[1]?.labels.email);
    const many = await recruiter.candidates.extractResumes({
      files: [
        { resume: b64(corpus[0]?.bytes as Uint8Array), filename: 'good.pdf' },
        { resume: b64(await scannedPdf()), filename: 'scan.pdf' },
        { resume: b64(renamedExecutable()), filename: 'setup.pdf' },
      ],
    });
    expect(many.results.map((r) => r.error)).toEqual([
      null,
      messages.aiInsufficientText,
      messages.aiInvalidFileType,
    ]);
    expect(many.results[0]?.extracted_text).toContain(corpus[0]?.labels.email);
  });

  it('refuses bad files with clear messages: executable, scan, 10 MB + 1 byte, zip bomb', async ({
    team: { other: recruiter },
  }) => {
    const parse = (bytes: Uint8Array, filename = 'resume.pdf') =>
      failureOf(recruiter.candidates.parseResume({ resume: b64(bytes), filename }));
    expect(await parse(renamedExecutable())).toMatchObject({
      status: 400,
      message: messages.aiInvalidFileType,
    });
    expect(await parse(await scannedPdf())).toMatchObject({
      status: 422,
      message: messages.aiInsufficientText,
    });
    const oversized = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    oversized.write('%PDF-1.4\n', 0, 'latin1');
    expect(await parse(oversized)).toMatchObject({ status: 400, message: messages.aiFileTooLarge });
    expect(await parse(docxBomb(), 'resume.docx')).toMatchObject({
      status: 422,
      message: zipBombMessage,
    });
  });

  it('scores a resume against a job with evidence; recruiters only on their jobs', async ({
    team: { manager, other: recruiter },
  }) => {
    const { job } = await manager.jobs.post({
      client: 'Docs Co',
      role: 'Platform Engineer',
      no_of_positions: 1,
      skills: 'Kubernetes, Docker, Terraform, Go',
      experience_min: 2,
      experience_max: 12,
      recruiter: ['recruiter'],
    });
    const devops = corpus.find((r) => r.labels.skills.includes('Kubernetes')) ?? corpus[3];
    const { analysis } = await manager.candidates.checkResumeMatch({
      job_id: job.id,
      resume: b64(devops?.bytes as Uint8Array),
      filename: devops?.id as string,
    });
    expect(analysis.matched_skills).toEqual(['Kubernetes', 'Docker', 'Terraform']);
    expect(analysis.missing_skills).toEqual(['Go']);
    expect(analysis.evidence?.skills.evidence).toContain('3 of 4 required skills');
    expect(analysis.match_score).toBeGreaterThan(0);
    const denied = await failureOf(
      recruiter.candidates.checkResumeMatch({
        job_id: job.id,
        resume: b64(devops?.bytes as Uint8Array),
      }),
    );
    expect(denied.status).toBe(403);
    // A stored candidate: the record's empty skills are filled from its stored resume.
    const { candidate } = await manager.candidates.add({
      name: devops?.labels.name as string,
      email: 'stored.resume@example.com',
      mobile: '9845099999',
      resume: b64(devops?.bytes as Uint8Array),
      resume_filename: devops?.id as string,
    });
    const stored = await manager.candidates.checkResumeMatch({
      job_id: job.id,
      candidate_id: candidate.id,
    });
    expect(stored.analysis.matched_skills).toEqual(['Kubernetes', 'Docker', 'Terraform']);
    const ranked = await manager.candidates.matchForJob({ job_id: job.id, limit: 5 });
    for (const match of ranked.matches) {
      expect(match.evidence?.skills.weight).toBe(50);
      expect([...match.matched_skills, ...(match.missing_skills ?? [])].sort()).toEqual([
        'Docker',
        'Go',
        'Kubernetes',
        'Terraform',
      ]);
    }
  });
});
