/** A file's bytes as base64 (the wire form of uploads), in 32 KB slices so large files fit. */
export async function toBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/**
 * Whether a file's first bytes are a document's (PDF `%PDF`, DOC `D0 CF 11 E0`, DOCX zip `PK 03 04`),
 * as the server checks them: a renamed executable is caught before it is sent.
 */
export async function looksLikeDocument(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  const is = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  return is(0x25, 0x50, 0x44, 0x46) || is(0xd0, 0xcf, 0x11, 0xe0) || is(0x50, 0x4b, 0x03, 0x04);
}
