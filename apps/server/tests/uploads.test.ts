import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { solidPng, tinyPdf } from '../src/seed/files';
import {
  contentDisposition,
  decodeBase64Upload,
  documentUpload,
  imageUpload,
  sniffFileKind,
} from '../src/uploads/files';

/** A one-entry ZIP (local header only is enough for sniffing; a central directory makes it real). */
function zipWith(name: string, content = 'x'): Buffer {
  const data = deflateRawSync(Buffer.from(content));
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  return Buffer.concat([local, nameBytes, data]);
}

const samples = {
  pdf: tinyPdf(['Resume']),
  docx: zipWith('word/document.xml', '<w:document/>'),
  doc: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]),
  png: solidPng(2, 2, [1, 2, 3]),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]),
  gif: Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([4, 0, 0, 0]), Buffer.from('WEBPVP8 ')]),
};

describe('file sniffing by magic bytes', () => {
  it.each(Object.entries(samples))('recognises %s', (kind, bytes) => {
    expect(sniffFileKind(bytes)).toBe(kind);
  });

  it('does not take any ZIP for a DOCX', () => {
    expect(sniffFileKind(zipWith('xl/workbook.xml'))).toBeUndefined();
    expect(sniffFileKind(zipWith('notes.txt'))).toBeUndefined();
  });

  it('rejects text, HTML and executables', () => {
    for (const text of ['hello', '<html><script>alert(1)</script>', 'MZ\x90\x00', '#!/bin/sh']) {
      expect(sniffFileKind(Buffer.from(text, 'latin1'))).toBeUndefined();
    }
    expect(sniffFileKind(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('base64 uploads', () => {
  const b64 = (bytes: Buffer) => bytes.toString('base64');

  it('decodes a resume and reports the type the bytes say', () => {
    const upload = decodeBase64Upload(b64(samples.pdf), documentUpload);
    expect(upload).toMatchObject({ kind: 'pdf', mime: 'application/pdf', extension: 'pdf' });
    expect(upload.bytes.equals(samples.pdf)).toBe(true);
  });

  it('accepts data URLs and wrapped base64', () => {
    const wrapped = `data:image/png;base64,${b64(samples.png).replace(/(.{20})/g, '$1\n')}`;
    expect(decodeBase64Upload(wrapped, imageUpload).kind).toBe('png');
  });

  it('refuses a file whose bytes are not what the field accepts', () => {
    expect(() => decodeBase64Upload(b64(samples.png), documentUpload)).toThrow(
      'Please upload a PDF, DOC, or DOCX file',
    );
    expect(() => decodeBase64Upload(b64(samples.pdf), imageUpload)).toThrow(
      'Please select a valid image file (JPEG, PNG, GIF, or WebP).',
    );
    // An HTML page renamed to resume.pdf is still HTML.
    expect(() => decodeBase64Upload(b64(Buffer.from('<html>')), documentUpload)).toThrow(
      /PDF, DOC, or DOCX/,
    );
  });

  it('refuses empty input and bad base64 with 400', () => {
    for (const input of ['', '   ', 'data:application/pdf;base64,']) {
      try {
        decodeBase64Upload(input, documentUpload);
        expect.unreachable();
      } catch (error) {
        expect(error).toMatchObject({
          statusCode: 400,
          message: 'The selected file appears to be empty or corrupted.',
        });
      }
    }
    expect(() => decodeBase64Upload('%%%not base64%%%', documentUpload)).toThrow(
      'The file is not valid base64 data.',
    );
  });

  it('refuses oversize files with 400 before decoding, with the size in the message (413 is the whole body)', () => {
    const big = Buffer.concat([samples.png, Buffer.alloc(5 * 1024 * 1024)]);
    try {
      decodeBase64Upload(b64(big), imageUpload);
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({
        statusCode: 400,
        message: 'File size must be less than 5MB. Current size: 5.00 MB.',
      });
    }
    const resume = Buffer.concat([samples.pdf, Buffer.alloc(10 * 1024 * 1024)]);
    expect(() => decodeBase64Upload(b64(resume), documentUpload)).toThrow(
      'File size must be less than 10MB',
    );
    const justUnder = Buffer.concat([
      samples.pdf,
      Buffer.alloc(10 * 1024 * 1024 - samples.pdf.length),
    ]);
    expect(decodeBase64Upload(b64(justUnder), documentUpload).bytes.length).toBe(10 * 1024 * 1024);
  });
});

describe('download filenames', () => {
  it('keeps ASCII names and encodes the rest', () => {
    expect(contentDisposition('Asha_Rao_12.pdf')).toBe(
      `attachment; filename="Asha_Rao_12.pdf"; filename*=UTF-8''Asha_Rao_12.pdf`,
    );
    expect(contentDisposition('Résumé.pdf')).toBe(
      `attachment; filename="R_sum_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9.pdf`,
    );
  });

  it('cannot break out of the header or the folder', () => {
    const header = contentDisposition('a"; filename=evil.exe\r\nSet-Cookie: x=1/../../b.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.split(';')[1]).not.toContain('/');
    expect(header).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''[^\s"]+$/);
    expect(contentDisposition('   ')).toContain('filename="download"');
  });
});
