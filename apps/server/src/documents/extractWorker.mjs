// Text extraction of one document per message, in a worker thread (see extract.ts, which owns the
// pool, the time limit and the messages). Plain JavaScript on purpose: the same file runs under
// tsx, vitest and the tsup bundle (copied next to it) without a TypeScript loader in the worker.
//
// Message in:  { id, kind: 'pdf' | 'docx' | 'doc', bytes: Uint8Array }
// Message out: { id, text } or { id, error: { code, detail } } with code one of
//              'corrupt' | 'encrypted' | 'zip-bomb' | 'failed'.
import { parentPort } from 'node:worker_threads';
import { inflateRawSync } from 'node:zlib';

/** DOCX limits: a resume DOCX of 10 MB inflates to a few tens of MB at most. */
const zipLimits = {
  maxEntries: 2000,
  maxTotalBytes: 100 * 1024 * 1024,
  /** An entry over `ratioFloorBytes` may not inflate more than `maxRatio` times its stored size. */
  maxRatio: 100,
  ratioFloorBytes: 1024 * 1024,
};

class ExtractionError extends Error {
  constructor(code, detail) {
    super(detail);
    this.code = code;
  }
}

const u16 = (b, o) => b[o] | (b[o + 1] << 8);
const u32 = (b, o) => (b[o] | (b[o + 1] << 8) | (b[o + 2] << 16) | (b[o + 3] << 24)) >>> 0;

/**
 * Reads a ZIP's central directory and inflates every entry with its declared size as the hard
 * output cap, so neither an honest bomb (huge declared sizes, extreme ratios) nor a lying one
 * (small declared sizes, huge real output) gets past: mammoth's own unzip then only ever sees
 * entries whose real size we have bounded. Returns the inflated XML parts by name.
 */
function inspectZip(bytes) {
  const tail = Math.max(0, bytes.length - 22 - 65535);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= tail; i--) {
    if (u32(bytes, i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ExtractionError('corrupt', 'no ZIP directory');
  const count = u16(bytes, eocd + 10);
  const cdOffset = u32(bytes, eocd + 16);
  if (count === 0xffff || cdOffset === 0xffffffff) {
    throw new ExtractionError('zip-bomb', 'ZIP64 archives are not accepted for documents');
  }
  if (count > zipLimits.maxEntries) {
    throw new ExtractionError('zip-bomb', `${count} entries in the archive`);
  }
  const parts = new Map();
  let hasBody = false;
  let total = 0;
  let at = cdOffset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || u32(bytes, at) !== 0x02014b50) {
      throw new ExtractionError('corrupt', 'broken ZIP directory');
    }
    const method = u16(bytes, at + 10);
    const compressed = u32(bytes, at + 20);
    const declared = u32(bytes, at + 24);
    const nameLength = u16(bytes, at + 28);
    const next = at + 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
    const name = Buffer.from(bytes.subarray(at + 46, at + 46 + nameLength)).toString('utf8');
    const local = u32(bytes, at + 42);
    at = next;
    if (name === 'word/document.xml') hasBody = true;
    total += declared;
    if (total > zipLimits.maxTotalBytes) {
      throw new ExtractionError('zip-bomb', 'the archive inflates past 100 MB');
    }
    if (declared > zipLimits.ratioFloorBytes && declared > compressed * zipLimits.maxRatio) {
      throw new ExtractionError(
        'zip-bomb',
        `${name} inflates ${Math.round(declared / Math.max(compressed, 1))} times`,
      );
    }
    if (local + 30 > bytes.length || u32(bytes, local) !== 0x04034b50) {
      throw new ExtractionError('corrupt', 'broken ZIP entry');
    }
    const start = local + 30 + u16(bytes, local + 26) + u16(bytes, local + 28);
    const data = bytes.subarray(start, start + compressed);
    if (data.length !== compressed) throw new ExtractionError('corrupt', 'truncated ZIP entry');
    let inflated;
    if (method === 0) inflated = data;
    else if (method === 8) {
      try {
        inflated = inflateRawSync(data, { maxOutputLength: Math.max(declared, 1) });
      } catch (error) {
        if (error && error.code === 'ERR_BUFFER_TOO_LARGE') {
          throw new ExtractionError('zip-bomb', `${name} inflates past its declared size`);
        }
        throw new ExtractionError('corrupt', `${name} does not inflate`);
      }
    } else throw new ExtractionError('corrupt', `unsupported ZIP method ${method}`);
    if (inflated.length !== declared) {
      throw new ExtractionError('corrupt', `${name} does not match its declared size`);
    }
    if (/^word\/(header|footer)\d*\.xml$/.test(name)) parts.set(name, Buffer.from(inflated));
  }
  if (!hasBody) {
    throw new ExtractionError('corrupt', 'no word/document.xml');
  }
  return parts;
}

const entities = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The text of a WordprocessingML part: `w:t` runs, one line per paragraph. */
function wordXmlText(xml) {
  return xml
    .split(/<\/w:p>/)
    .map((paragraph) =>
      [...paragraph.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)]
        .map((m) => m[1])
        .join('')
        .replace(/&(amp|lt|gt|quot|apos);/g, (_, e) => entities[e]),
    )
    .filter((line) => line.trim())
    .join('\n');
}

async function docxText(bytes) {
  const parts = inspectZip(bytes);
  const mammoth = (await import('mammoth')).default;
  let body;
  try {
    body = (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;
  } catch (error) {
    throw new ExtractionError('corrupt', String(error?.message ?? error));
  }
  // mammoth leaves headers and footers out; a resume often has its name and contacts there.
  const order = [...parts.keys()].sort();
  const headers = order
    .filter((n) => n.includes('header'))
    .map((n) => wordXmlText(parts.get(n).toString('utf8')));
  const footers = order
    .filter((n) => n.includes('footer'))
    .map((n) => wordXmlText(parts.get(n).toString('utf8')));
  return [...headers, body, ...footers].filter((t) => t.trim()).join('\n');
}

async function docText(bytes) {
  const WordExtractor = (await import('word-extractor')).default;
  try {
    const document = await new WordExtractor().extract(Buffer.from(bytes));
    return [
      document.getHeaders({ includeFooters: false }),
      document.getBody(),
      document.getFootnotes(),
    ]
      .filter((t) => t?.trim())
      .join('\n');
  } catch (error) {
    throw new ExtractionError('corrupt', String(error?.message ?? error));
  }
}

/**
 * PDF text in content-stream order (so columns drawn one after the other stay apart), with a line
 * break whenever the baseline moves and a space where a gap separates two runs on one line.
 */
async function pdfText(bytes) {
  const { extractTextItems, getDocumentProxy } = await import('unpdf');
  let pages;
  let pdf;
  try {
    // verbosity 0: pdf.js would print its repair warnings to our stdout.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
    pages = (await extractTextItems(pdf)).items;
  } catch (error) {
    if (error?.name === 'PasswordException')
      throw new ExtractionError('encrypted', 'the PDF is password-protected');
    throw new ExtractionError('corrupt', String(error?.message ?? error));
  } finally {
    await pdf?.loadingTask?.destroy().catch(() => undefined);
  }
  const out = [];
  for (const items of pages) {
    let line = '';
    let last;
    for (const item of items) {
      // pdf.js adds blank runs for gaps; the gap itself says whether it was a space or a cell.
      if (!item.str.trim() && !item.hasEOL) continue;
      if (last) {
        const size = Math.max(item.fontSize || item.height || 10, 1);
        if (Math.abs(item.y - last.y) > size * 0.4) {
          out.push(line);
          line = '';
        } else {
          const gap = item.x - (last.x + last.width);
          // A wide gap is a table cell or a column: a tab keeps the cells apart for the parser.
          if (gap > size * 1.5) line += '\t';
          else if (gap > size * 0.15 && !line.endsWith(' ') && !item.str.startsWith(' '))
            line += ' ';
        }
      }
      line += item.str;
      if (item.hasEOL) {
        out.push(line);
        line = '';
        last = undefined;
        continue;
      }
      if (item.str) last = item;
    }
    out.push(line);
    out.push('');
  }
  return out
    .map((l) =>
      l
        .replace(/[^\S\t]+/g, ' ')
        .replace(/ *\t[\t ]*/g, '\t')
        .trim(),
    )
    .join('\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

const extractors = { pdf: pdfText, docx: docxText, doc: docText };

parentPort.on('message', async ({ id, kind, bytes }) => {
  try {
    const extract = extractors[kind];
    if (!extract) throw new ExtractionError('failed', `unsupported kind ${kind}`);
    parentPort.postMessage({ id, text: await extract(bytes) });
  } catch (error) {
    parentPort.postMessage({
      id,
      error: {
        code: error instanceof ExtractionError ? error.code : 'failed',
        detail: String(error?.message ?? error).slice(0, 300),
      },
    });
  }
});
