/** A file as far as validation cares (a `File` fits). */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

/** What files a FileDrop takes, and what it says about the rest. */
export interface FileRules<F extends FileLike = File> {
  /**
   * Accepted media types (`application/pdf`, `image/*`) or extensions (`.docx`), matched
   * case-insensitively; a file passes when its type *or* its extension matches. Empty: any file.
   */
  accept?: readonly string[];
  /** Largest accepted size in bytes. */
  maxSize?: number;
  /** Message for a file of another type. @default 'This file type is not supported.' */
  typeMessage?: string | ((file: F) => string);
  /** Message for a file over `maxSize`. @default 'File size must be less than {N}MB' */
  sizeMessage?: string | ((file: F) => string);
  /** Any further check: return the caller's message to reject the file, or nothing to accept. */
  validate?: (file: F) => string | null | undefined;
}

/** The outcome of {@link validateFiles}. */
export interface FileValidation<F extends FileLike = File> {
  accepted: F[];
  rejected: { file: F; message: string }[];
}

/**
 * Whether a file matches an accept list (media types, `type/*` wildcards or `.ext` extensions).
 *
 * @example
 * fileMatchesAccept({ name: 'cv.DOCX', type: '', size: 1 }, ['.docx']); // true
 */
export function fileMatchesAccept(file: FileLike, accept: readonly string[] = []): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((raw) => {
    const rule = raw.trim().toLowerCase();
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? String(mb) : mb.toFixed(1);
}

/**
 * Splits files into accepted and rejected ones, in order, with the first failing rule's message:
 * type, then size, then `validate`. Empty files are not special-cased: add a `validate` rule.
 *
 * @example
 * validateFiles(files, {
 *   accept: ['application/pdf', '.doc', '.docx'],
 *   maxSize: 10 * 1024 * 1024,
 *   typeMessage: 'Please upload a PDF, DOC, or DOCX file',
 * });
 */
export function validateFiles<F extends FileLike>(
  files: Iterable<F>,
  rules: FileRules<F> = {},
): FileValidation<F> {
  const result: FileValidation<F> = { accepted: [], rejected: [] };
  const say = (message: string | ((file: F) => string), file: F) =>
    typeof message === 'function' ? message(file) : message;
  for (const file of files) {
    let message: string | null | undefined;
    if (!fileMatchesAccept(file, rules.accept)) {
      message = say(rules.typeMessage ?? 'This file type is not supported.', file);
    } else if (rules.maxSize !== undefined && file.size > rules.maxSize) {
      message = say(
        rules.sizeMessage ?? `File size must be less than ${megabytes(rules.maxSize)}MB`,
        file,
      );
    } else {
      message = rules.validate?.(file);
    }
    if (message) result.rejected.push({ file, message });
    else result.accepted.push(file);
  }
  return result;
}
