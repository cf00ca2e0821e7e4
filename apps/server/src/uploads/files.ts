import {
  fileSignatures,
  imageMaxBytes,
  imageMaxSidePx,
  imageMinSidePx,
  messages,
  resumeMaxBytes,
  serverMessages,
} from '@hrportal/api-client/contract';
import type { FastifyReply } from 'fastify';
import { imageSize } from 'image-size';
import { HttpError } from '../http/errors';
import { streamedFile } from '../http/uploadBody';

/** File kinds we recognise by their first bytes. */
export type FileKind = 'pdf' | 'docx' | 'doc' | 'png' | 'jpeg' | 'gif' | 'webp';

/** Media type of each kind. */
const fileMimeTypes: Record<FileKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The kind of a file from its magic bytes (the contract's `fileSignatures`), or undefined. DOCX is
 * a ZIP whose entries include a `word/` part (a plain ZIP or an XLSX is not a DOCX); GIF needs
 * `GIF87a`/`GIF89a`; WebP is a RIFF container whose form type is `WEBP`.
 *
 * @example
 * sniffFileKind(Buffer.from('%PDF-1.4 …')); // 'pdf'
 */
export function sniffFileKind(bytes: Uint8Array): FileKind | undefined {
  if (startsWith(bytes, fileSignatures.pdf)) return 'pdf';
  if (startsWith(bytes, fileSignatures.zip)) {
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes('word/')
      ? 'docx'
      : undefined;
  }
  if (startsWith(bytes, fileSignatures.doc)) return 'doc';
  if (startsWith(bytes, fileSignatures.png)) return 'png';
  if (startsWith(bytes, fileSignatures.jpeg)) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, fileSignatures.webp) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return undefined;
}

/** What an upload field accepts, with the user-facing messages (SPEC §5 wording). */
export interface UploadRule {
  kinds: readonly FileKind[];
  maxBytes: number;
  /** Shown when the bytes are not one of `kinds`. */
  typeMessage: string;
  /** Shown when the file is larger than `maxBytes`, given its size in MB (`'5.21'`). */
  sizeMessage: (sizeMb: string) => string;
  /** Shown for an empty file. */
  emptyMessage: string;
  /** Image side limits in px, read from the header (no pixels are decoded). */
  sidePx?: { min: number; max: number };
}

const MB = 1024 * 1024;

/** Resumes, job descriptions and AI documents: PDF, DOC or DOCX up to 10 MB (SPEC §5, §9). */
export const documentUpload: UploadRule = {
  kinds: ['pdf', 'doc', 'docx'],
  maxBytes: resumeMaxBytes,
  typeMessage: messages.aiInvalidFileType,
  sizeMessage: () => messages.aiFileTooLarge,
  emptyMessage: messages.imageEmpty,
};

/** Profile pictures and screenshots: JPEG, PNG, GIF or WebP up to 5 MB (SPEC §5, §9). */
export const imageUpload: UploadRule = {
  kinds: ['jpeg', 'png', 'gif', 'webp'],
  maxBytes: imageMaxBytes,
  typeMessage: messages.imageInvalidType,
  sizeMessage: (sizeMb) => messages.imageTooLarge(sizeMb),
  emptyMessage: messages.imageEmpty,
};

/** Profile pictures: {@link imageUpload} plus the §5 sides, 50–4096 px (SPEC §5). */
export const profileImageUpload: UploadRule = {
  ...imageUpload,
  sidePx: { min: imageMinSidePx, max: imageMaxSidePx },
};

/**
 * Checks an image's width and height from its header against `sidePx` (image-size reads the
 * header only: a PNG declaring 65535×65535 costs nothing). Unreadable dimensions are a 400.
 */
function checkImageSides(bytes: Buffer, sidePx: { min: number; max: number }): void {
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    throw new HttpError(400, messages.imageEmpty);
  }
  const width = size.width ?? 0;
  const height = size.height ?? 0;
  if (width < sidePx.min || height < sidePx.min) throw new HttpError(400, messages.imageTooSmall);
  if (width > sidePx.max || height > sidePx.max) {
    throw new HttpError(400, messages.imageDimensionsTooLarge);
  }
}

/** A decoded, checked upload. */
export interface DecodedUpload {
  bytes: Buffer;
  kind: FileKind;
  mime: string;
  /** The extension that matches the bytes (`pdf`, `docx`, …), whatever the given name said. */
  extension: string;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** The checks every upload passes once decoded (or counted, when it was too large to keep). */
function checkUpload(bytes: Buffer | undefined, size: number, rule: UploadRule): DecodedUpload {
  // A file over its cap is a 400 with the §5 sentence (the whole body over the route's limit is
  // the 413).
  if (size > rule.maxBytes) throw new HttpError(400, rule.sizeMessage((size / MB).toFixed(2)));
  if (!bytes || bytes.length === 0) throw new HttpError(400, rule.emptyMessage);
  const kind = sniffFileKind(bytes);
  if (!kind || !rule.kinds.includes(kind)) throw new HttpError(400, rule.typeMessage);
  if (rule.sidePx) checkImageSides(bytes, rule.sidePx);
  return { bytes, kind, mime: fileMimeTypes[kind], extension: kind === 'jpeg' ? 'jpg' : kind };
}

/**
 * Decodes a base64 upload and checks it: its size (400 with the rule's §5 message, before
 * anything is allocated), that it is not empty, its type by magic bytes. `input` is what the
 * handler got in the body: on an upload route, the token that stands for the file the streaming
 * parser (`http/uploadBody.ts`) already decoded; else base64 text (a bare string or a
 * `data:…;base64,` URL; whitespace ignored). Throws {@link HttpError} 400 with the rule's message.
 *
 * @example
 * const resume = decodeBase64Upload(body.resume, documentUpload);
 */
export function decodeBase64Upload(input: string, rule: UploadRule): DecodedUpload {
  const streamed = streamedFile(input);
  if (streamed) return checkUpload(streamed.bytes, streamed.size, rule);
  let text = input.trim();
  const comma = text.startsWith('data:') ? text.indexOf(',') : -1;
  if (comma >= 0) text = text.slice(comma + 1);
  // Only copy the text when it holds whitespace to drop (line-wrapped base64).
  if (/\s/.test(text)) text = text.replace(/\s+/g, '');
  if (text.length === 0) throw new HttpError(400, rule.emptyMessage);
  // Size from the encoded length, before allocating anything.
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const size = Math.floor((text.length * 3) / 4) - padding;
  if (size > rule.maxBytes) return checkUpload(undefined, size, rule);
  if (!BASE64.test(text) && !BASE64URL.test(text)) {
    throw new HttpError(400, 'The file is not valid base64 data.');
  }
  const bytes = Buffer.from(text, BASE64.test(text) ? 'base64' : 'base64url');
  return checkUpload(bytes, bytes.length, rule);
}

/**
 * A `Content-Disposition` value for a download: an ASCII fallback `filename` (quotes, slashes,
 * control characters and non-ASCII replaced) plus the exact name as RFC 5987 `filename*`.
 *
 * @example
 * contentDisposition('Résumé "Ana".pdf'); // attachment; filename="R_sum_ _Ana_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22Ana%22.pdf
 */
export function contentDisposition(
  filename: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  const cleaned =
    filename
      .replace(/[\\/]/g, '_')
      .split('')
      .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
      .join('')
      .trim() || 'download';
  const fallback = cleaned.replace(/[^\x20-\x7e]/g, '_').replace(/["%;]/g, '_');
  const encoded = encodeURIComponent(cleaned).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Sends a stored resume as a download named as SPEC §9 says (the person's name and the record's id,
 * with the stored file's extension: `Ravi_Kumar_12.docx`), or refuses with 404 `noResume` when
 * there is none.
 *
 * @example
 * sendResume(reply, params.id, row); // row: { name, resume, mime, filename }
 */
export function sendResume(
  reply: FastifyReply,
  id: number,
  row: { name: string; resume: Uint8Array | null; mime: string | null; filename: string | null },
): FastifyReply {
  if (!row.resume) throw new HttpError(404, serverMessages.noResume);
  const extension = row.filename?.split('.').pop() ?? 'pdf';
  const safeName = row.name.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '') || 'candidate';
  return sendFile(reply, {
    bytes: Buffer.from(row.resume),
    filename: `${safeName}_${id}.${extension}`,
    mime: row.mime ?? 'application/pdf',
  });
}

/**
 * Sends bytes as a download: `attachment`, the real media type, `nosniff`, no caching by shared
 * caches.
 *
 * @example
 * return sendFile(reply, { bytes: row.resume, filename: `${row.name}_${row.id}.pdf`, mime: row.resumeMime });
 */
export function sendFile(
  reply: FastifyReply,
  file: { bytes: Buffer; filename: string; mime: string; disposition?: 'attachment' | 'inline' },
): FastifyReply {
  return reply
    .header('Content-Type', file.mime)
    .header('Content-Disposition', contentDisposition(file.filename, file.disposition))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .header('Content-Length', file.bytes.length)
    .send(file.bytes);
}
