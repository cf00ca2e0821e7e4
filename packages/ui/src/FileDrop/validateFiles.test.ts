import { describe, expect, it } from 'vitest';
import { type FileLike, fileMatchesAccept, validateFiles } from './validateFiles';

const file = (name: string, type: string, size = 100): FileLike => ({ name, type, size });
const MB = 1024 * 1024;

describe('fileMatchesAccept', () => {
  it('matches media types, wildcards and extensions case-insensitively', () => {
    expect(fileMatchesAccept(file('a.pdf', 'application/pdf'), ['application/pdf'])).toBe(true);
    expect(fileMatchesAccept(file('a.PNG', 'image/png'), ['image/*'])).toBe(true);
    expect(fileMatchesAccept(file('CV.DOCX', ''), ['.docx'])).toBe(true);
    expect(fileMatchesAccept(file('a.exe', 'application/x-msdownload'), ['.pdf', 'image/*'])).toBe(
      false,
    );
  });

  it('accepts anything when the list is empty', () => {
    expect(fileMatchesAccept(file('x.bin', ''), [])).toBe(true);
  });
});

describe('validateFiles', () => {
  const rules = {
    accept: ['application/pdf', '.doc', '.docx'],
    maxSize: 10 * MB,
    typeMessage: 'Please upload a PDF, DOC, or DOCX file',
  };

  it('keeps files that pass and names why the others fail (SPEC §5 wording)', () => {
    const ok = file('resume.pdf', 'application/pdf', MB);
    const wrongType = file('photo.jpg', 'image/jpeg');
    const tooBig = file('big.docx', '', 11 * MB);
    const result = validateFiles([ok, wrongType, tooBig], rules);
    expect(result.accepted).toEqual([ok]);
    expect(result.rejected).toEqual([
      { file: wrongType, message: 'Please upload a PDF, DOC, or DOCX file' },
      { file: tooBig, message: 'File size must be less than 10MB' },
    ]);
  });

  it('runs the caller’s validate hook last and uses its message', () => {
    const empty = file('empty.pdf', 'application/pdf', 0);
    const result = validateFiles([empty], {
      ...rules,
      validate: (f) =>
        f.size === 0 ? 'The selected file appears to be empty or corrupted.' : null,
    });
    expect(result.rejected[0]?.message).toBe('The selected file appears to be empty or corrupted.');
  });

  it('lets messages be computed from the file', () => {
    const big = file('me.png', 'image/png', 6 * MB);
    const result = validateFiles([big], {
      accept: ['image/*'],
      maxSize: 5 * MB,
      sizeMessage: (f) =>
        `File size must be less than 5MB. Current size: ${(f.size / MB).toFixed(2)} MB.`,
    });
    expect(result.rejected[0]?.message).toBe(
      'File size must be less than 5MB. Current size: 6.00 MB.',
    );
  });
});
