import {
  endpoints,
  type IssueReport,
  type IssueReportStatus,
  issueReportStatuses,
  serverMessages,
} from '@hrportal/api-client/contract';
import { desc, eq, inArray } from 'drizzle-orm';
import { isManagerLike } from '../auth/guards';
import type { Executor } from '../db/database';
import { issueReports, issueScreenshots, users } from '../db/schema';
import { forbidden } from '../http/errors';
import { registerEndpoint } from '../http/route';
import { decodeBase64Upload, imageUpload } from '../uploads/files';
import type { RoutePlugin } from './plugin';

/** Stored status text (`Open`, `In Progress`) → wire value (`open`, `in_progress`). */
function wireStatus(stored: string): IssueReportStatus {
  const value = stored.trim().toLowerCase().replace(/\s+/g, '_');
  return (issueReportStatuses as readonly string[]).includes(value)
    ? (value as IssueReportStatus)
    : 'open';
}

/** Reports with their screenshots and reporters, newest first. */
async function loadReports(executor: Executor, userId?: number): Promise<IssueReport[]> {
  const rows = await executor
    .select({ report: issueReports, userName: users.username, email: users.email })
    .from(issueReports)
    .leftJoin(users, eq(users.id, issueReports.userId))
    .where(userId === undefined ? undefined : eq(issueReports.userId, userId))
    .orderBy(desc(issueReports.createdAt), desc(issueReports.id))
    .limit(500);
  const ids = rows.map((r) => r.report.id);
  const shots = ids.length
    ? await executor.select().from(issueScreenshots).where(inArray(issueScreenshots.reportId, ids))
    : [];
  return rows.map(({ report, userName, email }) => ({
    id: report.id,
    user_id: report.userId,
    user_name: userName ?? 'Deleted user',
    email: email ?? '',
    subject: report.subject,
    description: report.description,
    category: report.category ?? '',
    page_url: '',
    status: wireStatus(report.status),
    screenshots: shots
      .filter((s) => s.reportId === report.id)
      .map((s) => ({
        image: Buffer.from(s.bytes).toString('base64'),
        mime_type: s.mime as IssueReport['screenshots'][number]['mime_type'],
        filename: s.filename,
      })),
    created_at: report.createdAt.toISOString(),
  }));
}

/**
 * Help & Support (SPEC §7 "Support"): raise an issue report with screenshots (images checked by
 * their bytes, ≤ 5 MB each) and list reports — a user their own, managers and leadership anyone's.
 */
export const supportRoutes: RoutePlugin = async (api, { services }) => {
  const { db } = services;

  registerEndpoint(api, services, endpoints.reportIssue, async ({ body, session }) => {
    const shots = body.screenshots.map((shot) => ({
      ...decodeBase64Upload(shot.image, imageUpload),
      filename: shot.filename,
    }));
    const id = await db.transaction(async (tx) => {
      const [report] = await tx
        .insert(issueReports)
        .values({
          userId: session.user.id,
          subject: body.subject,
          description: body.description,
          category: body.category || null,
          status: 'open',
          createdAt: services.now(),
        })
        .returning({ id: issueReports.id });
      if (!report) throw new Error('issue report insert returned no row');
      if (shots.length) {
        await tx.insert(issueScreenshots).values(
          shots.map((s) => ({
            reportId: report.id,
            filename: s.filename,
            mime: s.mime,
            bytes: s.bytes,
          })),
        );
      }
      return report.id;
    });
    await services.liveFeed.publish({
      type: 'system_message',
      payload: {
        message: `New issue report: ${body.subject}`,
        eventType: 'issue_reported',
        updatedBy: session.user.name,
      },
      audience: { userTypes: ['management', 'leadership'], userIds: [session.user.id] },
    });
    const report = (await loadReports(db, session.user.id)).find((r) => r.id === id);
    if (!report) throw new Error('issue report vanished after insert');
    return { status: 'success' as const, message: serverMessages.issueReported, report };
  });

  registerEndpoint(api, services, endpoints.getIssueReports, async ({ query, session }) => {
    const { user } = session;
    const manager = isManagerLike(user);
    if (query.user_id !== undefined && query.user_id !== user.id && !manager) throw forbidden();
    const userId = query.user_id ?? (manager ? undefined : user.id);
    return { status: 'success' as const, reports: await loadReports(db, userId) };
  });
};
