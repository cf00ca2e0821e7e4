/**
 * Sort ranks of a column without calling `Intl.Collator` once per comparison.
 *
 * Text is ranked in the collator's order (case-insensitive, numbers by value: `Candidate 9` before
 * `Candidate 10`), but for printable ASCII the order is computed on bytes: each character is
 * replaced by its collation weight (read once from the collator itself) and each run of digits by
 * a marker, its length and its digits, so that plain byte order equals the collator's order. A
 * multikey quicksort then orders those keys one byte at a time. Text the encoding cannot express
 * (anything outside printable ASCII, digit runs over 200 long) is ordered by the collator and
 * merged in; a collator whose ASCII order the weights do not reproduce (a locale with contractions
 * such as Czech `ch`) is detected once and then ranks everything by the collator.
 *
 * @internal
 */

/** Weight table of one collator: byte weight (1..255) per printable ASCII code, or null. */
interface Weights {
  table: Uint8Array;
  digit: number;
}

const weightCache = new WeakMap<Intl.Collator, Weights | null>();
const longestDigitRun = 200;

function buildWeights(collator: Intl.Collator): Weights {
  const chars: string[] = [];
  for (let code = 32; code < 127; code++) chars.push(String.fromCharCode(code));
  chars.sort(collator.compare);
  const table = new Uint8Array(128);
  let weight = 1;
  for (let k = 0; k < chars.length; k++) {
    if (k > 0 && collator.compare(chars[k - 1] as string, chars[k] as string) !== 0) weight++;
    table[(chars[k] as string).charCodeAt(0)] = weight;
  }
  return { table, digit: table[48] as number };
}

/**
 * The collator's weights, once checked against it: every one- and two-character printable ASCII
 * text, ordered by its encoded key, must be in the collator's order with ties exactly where the
 * collator sees them. A locale with ASCII contractions or ignorable punctuation fails the check.
 */
function weightsOf(collator: Intl.Collator): Weights | null {
  const cached = weightCache.get(collator);
  if (cached !== undefined) return cached;
  const weights = buildWeights(collator);
  const probes: string[] = [];
  for (let a = 32; a < 127; a++) {
    probes.push(String.fromCharCode(a));
    for (let b = 32; b < 127; b++) probes.push(String.fromCharCode(a, b));
  }
  const keys = encodeAll(probes, weights);
  const order = sortEncoded(keys);
  let valid = keys.encoded.length === probes.length;
  for (let k = 1; valid && k < order.length; k++) {
    const a = order[k - 1] as number;
    const b = order[k] as number;
    const byKey = compareKeys(keys, a, b);
    const byCollator = Math.sign(collator.compare(probes[a] as string, probes[b] as string));
    valid = byKey === byCollator;
  }
  const result = valid ? weights : null;
  weightCache.set(collator, result);
  return result;
}

/** Encoded keys of many texts in one byte arena; `encoded` lists the ids that could be encoded. */
interface EncodedKeys {
  bytes: Uint8Array;
  start: Int32Array;
  length: Int32Array;
  encoded: Int32Array;
  /** Ids whose text is outside the encoding (ranked by the collator). */
  others: number[];
}

function encodeAll(values: readonly string[], weights: Weights): EncodedKeys {
  const n = values.length;
  let size = 0;
  for (let i = 0; i < n; i++) size += (values[i] as string).length;
  // Digits take up to 3 bytes per character ("5" → marker, 1, weight); most text is 1 per char.
  let bytes = new Uint8Array(size + 16);
  const start = new Int32Array(n);
  const length = new Int32Array(n);
  const encoded = new Int32Array(n);
  let encodedCount = 0;
  const others: number[] = [];
  const { table, digit } = weights;
  let pos = 0;
  for (let i = 0; i < n; i++) {
    const text = values[i] as string;
    const len = text.length;
    if (pos + 3 * len > bytes.length) {
      const grown = new Uint8Array(Math.max(bytes.length * 2, pos + 3 * len + 16));
      grown.set(bytes);
      bytes = grown;
    }
    let p = pos;
    let ok = true;
    for (let c = 0; c < len; c++) {
      const code = text.charCodeAt(c);
      if (code >= 48 && code <= 57) {
        // A run of digits compares by value: skip leading zeros, then length, then digits.
        let from = c;
        while (from < len && text.charCodeAt(from) === 48) from++;
        let to = from;
        while (to < len) {
          const d = text.charCodeAt(to);
          if (d < 48 || d > 57) break;
          to++;
        }
        const digits = to - from;
        if (digits > longestDigitRun) {
          ok = false;
          break;
        }
        bytes[p++] = digit;
        if (digits === 0) {
          bytes[p++] = 1;
          bytes[p++] = digit;
        } else {
          bytes[p++] = digits;
          for (let q = from; q < to; q++) bytes[p++] = table[text.charCodeAt(q)] as number;
        }
        c = to - 1;
        continue;
      }
      const weight = code < 127 ? (table[code] as number) : 0;
      if (weight === 0) {
        ok = false;
        break;
      }
      bytes[p++] = weight;
    }
    start[i] = pos;
    if (ok) {
      length[i] = p - pos;
      pos = p;
      encoded[encodedCount++] = i;
    } else others.push(i);
  }
  return { bytes, start, length, encoded: encoded.subarray(0, encodedCount), others };
}

/** Byte order of two encoded keys (equal before byte `from`): -1, 0 or 1. */
function compareKeys(keys: EncodedKeys, a: number, b: number, from = 0): number {
  const { bytes, start, length } = keys;
  const la = length[a] as number;
  const lb = length[b] as number;
  const sa = start[a] as number;
  const sb = start[b] as number;
  const shorter = Math.min(la, lb);
  for (let d = from; d < shorter; d++) {
    const x = bytes[sa + d] as number;
    const y = bytes[sb + d] as number;
    if (x !== y) return x < y ? -1 : 1;
  }
  return la === lb ? 0 : la < lb ? -1 : 1;
}

/** Whether two encoded keys are equal; compared from the end, where neighbours in order differ. */
function sameKey(keys: EncodedKeys, a: number, b: number): boolean {
  const { bytes, start, length } = keys;
  const len = length[a] as number;
  if (len !== length[b]) return false;
  const sa = start[a] as number;
  const sb = start[b] as number;
  for (let d = len - 1; d >= 0; d--) if (bytes[sa + d] !== bytes[sb + d]) return false;
  return true;
}

/** Bytes d..d+3 of a key as one unsigned number (0 past its end): numeric order = byte order. */
function chunkAt(keys: EncodedKeys, id: number, d: number): number {
  const end = keys.length[id] as number;
  if (d >= end) return 0;
  const { bytes } = keys;
  const at = (keys.start[id] as number) + d;
  const left = end - d;
  return (
    (((bytes[at] as number) << 24) |
      (left > 1 ? (bytes[at + 1] as number) << 16 : 0) |
      (left > 2 ? (bytes[at + 2] as number) << 8 : 0) |
      (left > 3 ? (bytes[at + 3] as number) : 0)) >>>
    0
  );
}

/** Length of the prefix every encoded key shares (so sorting can start after it). */
function sharedPrefix(keys: EncodedKeys, ids: Int32Array): number {
  const { bytes, start, length } = keys;
  const first = ids[0] as number;
  const s0 = start[first] as number;
  let shared = length[first] as number;
  for (let k = 1; k < ids.length && shared > 0; k++) {
    const id = ids[k] as number;
    const s = start[id] as number;
    const len = length[id] as number;
    if (len < shared) shared = len;
    // Most keys share the whole prefix found so far: test its last byte, then the rest.
    if (shared > 0 && bytes[s + shared - 1] === bytes[s0 + shared - 1]) {
      let d = 0;
      while (d < shared - 1 && bytes[s + d] === bytes[s0 + d]) d++;
      if (d === shared - 1) continue;
      shared = d;
    } else {
      let d = 0;
      while (d < shared && bytes[s + d] === bytes[s0 + d]) d++;
      shared = d;
    }
  }
  return shared;
}

const positionBits = 2 ** 21;

/**
 * Orders the encoded keys. The first four bytes after the prefix all keys share are sorted as
 * numbers by the engine's native typed-array sort (each packed with its position: up to 2^21
 * keys); keys still tied there go on to the multikey quicksort. Returns the encoded ids in order.
 */
function sortEncoded(keys: EncodedKeys): Int32Array {
  const ids = keys.encoded.slice();
  const n = ids.length;
  if (n < 2) return ids;
  // Ranges still to sort by the quicksort: lo, hi (exclusive), depth.
  const stack: number[] = [];
  if (n <= positionBits) {
    const depth = sharedPrefix(keys, ids);
    const packed = new Float64Array(n);
    for (let p = 0; p < n; p++)
      packed[p] = chunkAt(keys, ids[p] as number, depth) * positionBits + p;
    packed.sort();
    const order = ids.slice();
    let groupStart = 0;
    let groupChunk = -1;
    for (let k = 0; k <= n; k++) {
      const key = k < n ? (packed[k] as number) : -1;
      const chunk = k < n ? Math.floor(key / positionBits) : -1;
      if (chunk !== groupChunk) {
        // Tied on these four bytes and not ended in them: the rest decides.
        if (k - groupStart > 1 && (groupChunk & 0xff) !== 0) stack.push(groupStart, k, depth + 4);
        groupStart = k;
        groupChunk = chunk;
      }
      if (k < n) ids[k] = order[key - chunk * positionBits] as number;
    }
  } else stack.push(0, n, 0);
  return quicksortKeys(keys, ids, stack);
}

/** Multikey quicksort of the ranges on `stack`, four bytes at a time, in place. */
function quicksortKeys(keys: EncodedKeys, ids: Int32Array, stack: number[]): Int32Array {
  while (stack.length > 0) {
    const depth = stack.pop() as number;
    const hi = stack.pop() as number;
    const lo = stack.pop() as number;
    if (hi - lo < 2) continue;
    if (hi - lo < 12) {
      for (let i = lo + 1; i < hi; i++) {
        const id = ids[i] as number;
        let j = i - 1;
        while (j >= lo && compareKeys(keys, ids[j] as number, id, depth) > 0) {
          ids[j + 1] = ids[j] as number;
          j--;
        }
        ids[j + 1] = id;
      }
      continue;
    }
    const pivot = chunkAt(keys, ids[lo + ((hi - lo) >> 1)] as number, depth);
    let lt = lo;
    let gt = hi - 1;
    let i = lo;
    while (i <= gt) {
      const b = chunkAt(keys, ids[i] as number, depth);
      if (b < pivot) {
        const t = ids[lt] as number;
        ids[lt++] = ids[i] as number;
        ids[i++] = t;
      } else if (b > pivot) {
        const t = ids[gt] as number;
        ids[gt--] = ids[i] as number;
        ids[i] = t;
      } else i++;
    }
    stack.push(lo, lt, depth, gt + 1, hi, depth);
    // Keys equal up to here and not yet ended (a zero last byte means ended): next four bytes.
    if ((pivot & 0xff) !== 0) stack.push(lt, gt + 1, depth + 4);
  }
  return ids;
}

/**
 * Rank of each text in the collator's ascending order; equal texts (for the collator) share a
 * rank, and ranks are dense from 0.
 *
 * @example
 * ```ts
 * rankTexts(['b', 'A', 'a10', 'a9'], collator); // Int32Array [3, 0, 2, 1]
 * ```
 */
export function rankTexts(values: readonly string[], collator: Intl.Collator): Int32Array {
  const n = values.length;
  // A column of few distinct values (clients, statuses): rank those, then look each row up.
  const fewLimit = 4096;
  if (n > 4 * fewLimit) {
    const slots = new Map<string, number>();
    let i = 0;
    for (; i < n && slots.size <= fewLimit; i++) {
      const text = values[i] as string;
      if (!slots.has(text)) slots.set(text, slots.size);
    }
    if (i === n && slots.size <= fewLimit) {
      const distinct = [...slots.keys()];
      const distinctRanks = rankTexts(distinct, collator);
      const out = new Int32Array(n);
      for (let r = 0; r < n; r++) {
        out[r] = distinctRanks[slots.get(values[r] as string) as number] as number;
      }
      return out;
    }
  }
  const out = new Int32Array(n);
  const weights = weightsOf(collator);
  const keys = weights
    ? encodeAll(values, weights)
    : {
        bytes: new Uint8Array(0),
        start: new Int32Array(n),
        length: new Int32Array(n),
        encoded: new Int32Array(0),
        others: Array.from({ length: n }, (_, i) => i),
      };
  const fast = sortEncoded(keys);
  const slow = keys.others.sort((a, b) =>
    collator.compare(values[a] as string, values[b] as string),
  );
  // Merge the collator-ordered rest into the byte-ordered texts (each by binary search, from
  // where the previous one went: the rest is sorted too).
  const order = new Int32Array(n);
  let k = 0;
  let from = 0;
  for (const id of slow) {
    const text = values[id] as string;
    let lo = from;
    let hi = fast.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (collator.compare(values[fast[mid] as number] as string, text) < 0) lo = mid + 1;
      else hi = mid;
    }
    order.set(fast.subarray(from, lo), k);
    k += lo - from;
    from = lo;
    order[k++] = id;
  }
  order.set(fast.subarray(from), k);
  const isFast = new Uint8Array(n);
  for (let f = 0; f < fast.length; f++) isFast[fast[f] as number] = 1;
  let rank = 0;
  for (let p = 0; p < n; p++) {
    const id = order[p] as number;
    if (p > 0) {
      const prev = order[p - 1] as number;
      const same =
        isFast[prev] && isFast[id]
          ? sameKey(keys, prev, id)
          : collator.compare(values[prev] as string, values[id] as string) === 0;
      if (!same) rank++;
    }
    out[id] = rank;
  }
  return out;
}

/**
 * Rank of each number in ascending order (NaN last); equal numbers share a rank, dense from 0.
 * A native typed-array sort of the values, then a binary search per row.
 *
 * @example
 * ```ts
 * rankNumbers(Float64Array.of(5, NaN, 1, 5)); // Int32Array [1, 2, 0, 1]
 * ```
 */
export function rankNumbers(values: Float64Array): Int32Array {
  const n = values.length;
  const keys = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const v = values[i] as number;
    keys[i] = Number.isNaN(v) ? Number.POSITIVE_INFINITY : v;
  }
  const sorted = keys.slice().sort();
  let unique = 0;
  for (let k = 0; k < n; k++) {
    const v = sorted[k] as number;
    if (unique === 0 || v !== sorted[unique - 1]) sorted[unique++] = v;
  }
  const out = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const v = keys[i] as number;
    let lo = 0;
    let hi = unique;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((sorted[mid] as number) < v) lo = mid + 1;
      else hi = mid;
    }
    out[i] = lo;
  }
  return out;
}
