/** Hostile and broken documents for the documents module's refusal tests, all made here. */
import { crc32, deflateRawSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { solidPng } from '../../src/seed/files';

interface Entry {
  name: string;
  bytes: Buffer;
  /** Write this as the entry's uncompressed size instead of the true one (a lying archive). */
  declaredSize?: number;
}

/** A ZIP (deflate) with paths kept as given, unlike the server's download zip writer. */
export function zipOf(entries: Entry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const packed = deflateRawSync(entry.bytes, { level: 9 });
    const size = entry.declaredSize ?? entry.bytes.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(entry.bytes), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(entry.bytes), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += 30 + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const documentXml = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Ravi Kumar, Java developer with Spring Boot</w:t></w:r></w:p></w:body></w:document>',
);

/** A DOCX whose media part inflates 1,000 times (64 MB of zeros), honestly declared. */
export function docxBomb(): Buffer {
  return zipOf([
    { name: '[Content_Types].xml', bytes: Buffer.from('<Types/>') },
    { name: 'word/document.xml', bytes: documentXml },
    { name: 'word/media/image1.bin', bytes: Buffer.alloc(64 * 1024 * 1024) },
  ]);
}

/** A DOCX whose document part claims 2 KB and inflates to 32 MB (a lying bomb). */
export function lyingDocxBomb(): Buffer {
  return zipOf([
    { name: '[Content_Types].xml', bytes: Buffer.from('<Types/>') },
    {
      name: 'word/document.xml',
      bytes: Buffer.concat([documentXml, Buffer.alloc(32 * 1024 * 1024, 0x20)]),
      declaredSize: 2048,
    },
  ]);
}

/** A DOCX (a ZIP with a word/ part) whose document part is not XML mammoth can read. */
export function brokenDocx(): Buffer {
  return zipOf([{ name: 'word/document.xml', bytes: Buffer.from('this is not xml <<<') }]);
}

/** A Windows executable (MZ header, PE stub text) that says it is a PDF only by its name. */
export function renamedExecutable(): Buffer {
  const stub = Buffer.alloc(512);
  stub.write('MZ', 0, 'latin1');
  stub.write('This program cannot be run in DOS mode.', 78, 'latin1');
  return stub;
}

/** A "scanned" PDF: one page that is only an image, no text layer. */
export async function scannedPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(solidPng(200, 280, [240, 240, 240]));
  const page = pdf.addPage([595, 842]);
  page.drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  return pdf.save();
}

/** Bytes that start like a PDF and are not one. */
export function corruptPdf(): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x41)]);
}

/** An OLE compound file header (a DOC's magic bytes) over garbage. */
export function corruptDoc(): Buffer {
  return Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    Buffer.alloc(4096, 0x11),
  ]);
}
