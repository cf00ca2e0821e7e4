import type { AiDocument } from '@hrportal/api-client/contract';
import { describe, expect, it } from 'vitest';
import { acceptFiles, actionsFor, fileProblem, questionTask, typeForFile } from './assistant';

// The expected texts are copied character for character from SPEC §5 "AI upload": these tests
// guard the wording the dialog shows (the messages come from the SDK, never retyped).
const MB = 1024 * 1024;
const pdf = { name: 'jd.pdf', type: 'application/pdf', size: 2 * MB };
const docx = {
  name: 'Asha Rao.docx',
  type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  size: 200_000,
};
const doc = { name: 'old.DOC', type: '', size: 90_000 };
const png = { name: 'photo.png', type: 'image/png', size: 10_000 };
const huge = { name: 'big.pdf', type: 'application/pdf', size: 10 * MB + 1 };

describe('§5 AI upload rules', () => {
  it('takes PDF, DOC and DOCX by media type or by extension, up to 10 MB', () => {
    expect([pdf, docx, doc].map(fileProblem)).toEqual([null, null, null]);
    // A browser that gives no media type: the extension decides; a PDF media type with any name.
    expect(fileProblem({ name: 'scan', type: 'application/pdf', size: 1 })).toBeNull();
    expect(fileProblem({ ...pdf, size: 10 * MB })).toBeNull();
    expect(fileProblem(png)).toBe('Please upload a PDF, DOC, or DOCX file');
    expect(fileProblem(huge)).toBe('File size must be less than 10MB');
  });

  it('Single File takes the first file or says why not; Multiple Files skips bad ones and says so', () => {
    expect(acceptFiles([pdf, docx], 'single')).toEqual({ accepted: [pdf], message: null });
    expect(acceptFiles([png, pdf], 'single')).toEqual({
      accepted: [],
      message: 'Please upload a PDF, DOC, or DOCX file',
    });
    const skipped = 'Some files were skipped. Only PDF, DOC, DOCX files under 10MB are supported.';
    expect(acceptFiles([pdf, png, huge, docx], 'multiple')).toEqual({
      accepted: [pdf, docx],
      message: skipped,
    });
    expect(acceptFiles([png, huge], 'multiple')).toEqual({ accepted: [], message: skipped });
    expect(acceptFiles([pdf, doc], 'multiple')).toEqual({ accepted: [pdf, doc], message: null });
    for (const mode of ['single', 'multiple'] as const)
      expect(acceptFiles([], mode)).toEqual({
        accepted: [],
        message: 'Please upload at least one file',
      });
  });

  it('guesses Resume when the name contains resume or cv (§2), else keeps the chosen type', () => {
    expect(typeForFile('Asha_Rao_Resume.pdf', 'job_description')).toBe('resume');
    expect(typeForFile('asha-CV-2026.docx', 'job_description')).toBe('resume');
    expect(typeForFile('senior_java_jd.pdf', 'job_description')).toBe('job_description');
    expect(typeForFile('senior_java_jd.pdf', 'resume')).toBe('resume');
  });
});

describe('§7 actions and questions', () => {
  const jd: AiDocument = { name: 'jd', type: 'job_description', text: 'x'.repeat(20) };
  const cv: AiDocument = { name: 'cv', type: 'resume', text: 'y'.repeat(20) };
  const tasks = (docs: AiDocument[]) => actionsFor(docs).map((a) => a.task);

  it('offers what the ready documents allow', () => {
    expect(tasks([jd])).toEqual(['enhance_jd', 'quick_enhance']);
    expect(tasks([cv])).toEqual(['analyze_resume']);
    expect(tasks([jd, cv])).toEqual([
      'enhance_jd',
      'quick_enhance',
      'analyze_resume',
      'compare_resume',
      'structured_match',
    ]);
    expect(tasks([jd, cv, { ...cv, name: 'cv2' }])).toContain('analyze_candidates');
    expect(tasks([cv, { ...cv, name: 'cv2' }])).not.toContain('analyze_candidates');
  });

  it('asks about one document alone, and across several with the earlier answers as context', () => {
    expect(questionTask([cv])).toBe('ask_document');
    expect(questionTask([jd, cv])).toBe('context_chat');
  });
});
