import { inputError } from '@hrportal/api-client/contract';

/** A contract schema as a form checks it (structural: any zod schema fits). */
interface Checkable {
  safeParse(
    value: unknown,
    params: { error: typeof inputError },
  ): {
    success: boolean;
    error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
  };
}

/**
 * The first message per top-level field of `value` against a contract request schema, in the
 * words the server would answer with (the contract's own messages, else `inputError`). A form
 * checks before it sends, so every empty field is named at once instead of one server error.
 *
 * @example
 * fieldErrors(IssueReportRequest, { subject: '', description: '' });
 * // { subject: 'Subject is required', description: 'Description is required' }
 */
export function fieldErrors(schema: Checkable, value: unknown): Record<string, string> {
  const result = schema.safeParse(value, { error: inputError });
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = String(issue.path[0] ?? '');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
