import * as z from 'zod';
import { imageMaxBytes, issueScreenshotsMax } from '../constants';
import { dataResponse, mutationResponse } from '../primitives';
import { IssueReport, IssueReportRequest, IssueReportsQuery } from '../support';
import { defineArea, uploadLimit } from './define';

/**
 * Issue reports (SPEC §7 "Support").
 *
 * @example
 * ```ts
 * supportEndpoints.reportIssue.path; // '/auth_issue_report'
 * ```
 */
export const supportEndpoints = defineArea('support', {
  /** Report an issue with screenshots. */
  reportIssue: {
    method: 'POST',
    path: '/auth_issue_report',
    summary: 'Report an issue',
    upload: {
      fields: ['screenshots[].image'],
      maxFileBytes: imageMaxBytes,
      maxFiles: issueScreenshotsMax,
      accept: 'image',
    },
    bodyLimitBytes: uploadLimit(imageMaxBytes, issueScreenshotsMax),
    body: IssueReportRequest,
    response: mutationResponse({ report: IssueReport }),
  },
  /** Issue reports of a user (managers: anyone's or all). */
  getIssueReports: {
    method: 'GET',
    path: '/get_issue_reports',
    summary: 'Issue reports',
    objectAccess: ['self-or-manager'],
    query: IssueReportsQuery,
    response: dataResponse({ reports: z.array(IssueReport) }),
  },
});
