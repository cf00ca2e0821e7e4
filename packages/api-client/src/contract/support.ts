import * as z from 'zod';
import { imageMaxBytes, issueScreenshotsMax } from './constants';
import { IssueReportStatus } from './enums';
import { base64File, FileName, Id, IsoDateTime, optionalText, requiredText } from './primitives';

/**
 * A screenshot on an issue report: base64 image (no `data:` prefix, ≤ 5 MB) and its media type.
 *
 * @example
 * ```ts
 * IssueScreenshot.parse({ image: 'iVBORw0KGgo=', mime_type: 'image/png', filename: 'screen.png' });
 * ```
 */
export const IssueScreenshot = z.object({
  image: base64File(imageMaxBytes, 'Screenshot'),
  mime_type: z.enum(['image/png', 'image/jpeg', 'image/gif', 'image/webp'], {
    error: 'Screenshot must be a PNG, JPEG, GIF or WebP image',
  }),
  filename: FileName,
});
/** A screenshot. @example `const s: IssueScreenshot = { image: 'iVBORw0KGgo=', mime_type: 'image/png', filename: 's.png' };` */
export type IssueScreenshot = z.infer<typeof IssueScreenshot>;

/**
 * An issue report as stored (ours: SPEC §7 "Support" shows no shape).
 *
 * @example
 * ```ts
 * IssueReport.parse(row);
 * ```
 */
export const IssueReport = z.object({
  id: Id,
  /** The reporter; null once their account is deleted (the report stays). */
  user_id: Id.nullable(),
  user_name: z.string(),
  email: z.string(),
  subject: z.string(),
  description: z.string(),
  category: z.string(),
  page_url: z.string(),
  status: IssueReportStatus,
  screenshots: z.array(IssueScreenshot),
  created_at: IsoDateTime,
});
/** An issue report. @example `function t(r: IssueReport) { return r.subject; }` */
export type IssueReport = z.infer<typeof IssueReport>;

/**
 * Body of `POST /auth_issue_report` (signed in): subject, description, up to 5 screenshots.
 * The reporter is the session's user.
 *
 * @example
 * ```ts
 * IssueReportRequest.parse({ subject: 'Resume will not open', description: 'Clicking View Resume shows a blank tab', screenshots: [] });
 * ```
 */
export const IssueReportRequest = z.object({
  subject: requiredText('Subject', 200),
  description: requiredText('Description', 10_000),
  category: optionalText(100),
  page_url: optionalText(2000),
  screenshots: z
    .array(IssueScreenshot)
    .max(issueScreenshotsMax, { error: `At most ${issueScreenshotsMax} screenshots` })
    .default([]),
  user_id: Id.optional(),
});
/** Body of an issue report. @example `const b: IssueReportRequest = { subject: 's', description: 'd' };` */
export type IssueReportRequest = z.input<typeof IssueReportRequest>;

/**
 * Query of `GET /get_issue_reports` (SPEC §7 "with user_id query"): that user's reports (a user may
 * list their own; managers and leadership anyone's, or all when `user_id` is absent).
 *
 * @example
 * ```ts
 * IssueReportsQuery.parse({ user_id: '3' }); // { user_id: 3 }
 * ```
 */
export const IssueReportsQuery = z.object({
  user_id: z.coerce.number().int().positive().optional(),
});
/** Query of issue reports. @example `const q: IssueReportsQuery = { user_id: 3 };` */
export type IssueReportsQuery = z.infer<typeof IssueReportsQuery>;
