import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { aiBodyLimitBytes } from './aiVocabulary';
import { jsonBodyMaxBytes } from './constants';
import { endpointEntries, endpoints } from './endpoints';
import { type EndpointDef, endpointAreas, objectAccessRules } from './endpoints/define';
import { buildPath, matchEndpoint, pathParamNames } from './paths';
import { roles } from './vocabularies';

/**
 * Every call of SPEC §7, as §7 spells it (method, path with `{param}`), typos included. The registry
 * must serve each one exactly.
 */
const specCalls = [
  // Login
  'POST /login/management',
  'POST /login/recruiter',
  'POST /login/leadership',
  'POST /signup',
  'POST /signup-onetime',
  'POST /change_password',
  'POST /generate_otp',
  'POST /reset_password',
  'POST /login',
  // Data
  'POST /redisdashboard',
  'GET /vendor_dashboard',
  'POST /active_users',
  'POST /match_candidates_to_jobs',
  'POST /candidates_pending_peer_approval',
  'POST /peer_approve_candidate',
  'POST /get_recruiters_candidate',
  'GET /events',
  'GET /view_all_jobs',
  'GET /careers_registrations',
  // Candidates
  'POST /add_candidate',
  'POST /edit_candidate/{id}',
  'POST /update_candidate/{id}',
  'POST /delete_candidate/{id}',
  'GET /view_resume/{id}',
  'GET /view_jd/{id}',
  'POST /parse_resume',
  'POST /check_candidate',
  'POST /candidate_over_view',
  'POST /download_additional_files',
  'POST /download_resumess',
  'GET /get_resumes/{id}',
  'GET /get_job_data/{id}',
  'POST /check_resume_match',
  'POST /match-candidates',
  'POST /extract_resumes',
  'POST /extract_resume_text',
  // Jobs
  'POST /post_job',
  'POST /edit_job_post/{id}',
  'POST /delete_job_post/{id}',
  'POST /send_notifications',
  'POST /send_edit_notifications',
  'POST /vendor_send_edit_notifications',
  'POST /update_job_status',
  'POST /update_jobs_status_notification',
  'POST /vendor_assign_recruiters',
  'GET /view_client_jobs',
  // Assignment
  'POST /assign_candidate_new_recuriter',
  'POST /assign_recruiter',
  'POST /assign_client',
  'POST /create/client',
  // Meetings
  'POST /call_event',
  'POST /in_person_event',
  'POST /create_event',
  'POST /schedule_zoom_meeting',
  'POST /create_google_meet',
  'POST /get_all_meetings',
  'POST /update_event',
  'POST /delete_event',
  'POST /edit_google_meet/{meetingId}',
  'POST /delete_google_meeting/{meetingId}',
  'POST /edit_zoom_meeting',
  'POST /delete_zoom_meeting/{meetingId}',
  'POST /edit_call_event/{id}',
  'POST /delete_call_event/{id}',
  'POST /edit_in_person_event/{call_id}',
  'POST /delete_in_person_event/{id}',
  'GET /get_all_call_events/{userId}',
  'GET /get_zoom_meetings',
  'GET /get_all_google_meetings/{recruiterId}',
  // Users
  'POST /disable_user',
  'POST /deactivate_user',
  'POST /update_peer_reviewer_status',
  'POST /delete_user',
  'GET /user_image/{userId}',
  'POST /upload_user_image/{userId}',
  // Targets
  'GET /recruiter_targets/get',
  'POST /recruiter_targets/update',
  'POST /assign_weekly_target',
  'POST /edit_weekly_target/{id}',
  'GET /weekly_targets/{managerId}',
  'POST /assign_monthly_target',
  'POST /edit_monthly_target/{id}',
  'GET /get_monthly_targets/{managerId}',
  'GET /recruiter_weekly_targets/{recruiterId}',
  'GET /recruiter_monthly_targets/{recruiterId}',
  // Support
  'POST /auth_issue_report',
  'GET /get_issue_reports',
  // Chat HTTP
  'GET /chat/users-with-conversations/{userId}',
  'GET /chat/messages/{userId}/{otherUserId}',
  'GET /chat/group_messages/{groupId}',
  'GET /chat/user-groups/{userId}',
  'GET /chat/online_users',
  // Live feed
  'GET /events/{userId}',
] as const;

/** Our additions (documented `origin: 'ours'`). */
const ourCalls = [
  'GET /health',
  'GET /ready',
  'POST /logout',
  'GET /session',
  'GET /careers/jobs',
  'POST /careers/apply',
  'GET /careers_registrations/:id',
  'GET /careers_registrations/:id/resume',
  'POST /assign_peer_reviewer',
  'POST /update_user_status',
  'GET /clients',
  'POST /bulk_update_candidates',
  // Issue 16: leadership's audit trail, sessions and organisation settings.
  'GET /audit_log',
  'GET /audit_log/csv',
  'GET /active_sessions',
  'POST /revoke_session',
  'GET /org_settings',
  'POST /org_settings',
  // Issue 20 (meetings calendar)
  'GET /calendar_meetings',
  'POST /meeting_conflicts',
  'GET /meeting_invite/:meetingId',
  // Issue 19 (AI assistant): the §7 generative-AI calls, behind our server.
  'GET /ai/status',
  'POST /ai/documents',
  'POST /ai/stored_document',
  'GET /ai/stored_documents',
  'POST /ai/run',
  'POST /ai/stream',
  'GET /calendar_feed',
  'POST /calendar_feed',
  'POST /calendar_feed/revoke',
  'GET /calendar_feed/:token',
  // Issue 17 (candidates): read one for the edit form, the whole record, a careers resume.
  'GET /get_candidate/:id',
  'GET /candidate_record/:id',
  // Issue 18 (organisation figures): recruiters, one recruiter, managers, one client.
  'GET /org/recruiters',
  'GET /org/recruiters/:recruiterId',
  'GET /org/managers',
  'GET /org/clients/:clientId',
  'POST /job_funnels',
  // Issue 21 (analytics and reports)
  'GET /analytics/report',
  // Issue 21 (targets, SOP & incentives): counted progress, bulk and copy; documents, versions,
  // the incentive calculator.
  'GET /target_progress',
  'POST /bulk_assign_targets',
  'POST /copy_targets',
  'GET /sop_documents',
  'POST /sop_documents',
  'POST /sop_documents/:id',
  'GET /sop_documents/:id/versions',
  'GET /sop_documents/:id/versions/:version',
  'GET /incentives/calculate',
  'GET /my_tasks',
] as const;

const asRegistryCall = (call: string) => call.replace(/\{([A-Za-z_]+)\}/g, ':$1');
const registryCalls = endpointEntries.map(([, def]) => `${def.method} ${def.path}`);
const defs: ReadonlyArray<readonly [string, EndpointDef]> = endpointEntries;

describe('endpoint registry', () => {
  it('serves every SPEC §7 call with its exact method and spelling', () => {
    const missing = specCalls.map(asRegistryCall).filter((call) => !registryCalls.includes(call));
    expect(missing).toEqual([]);
    expect(registryCalls).toContain('POST /download_resumess');
    expect(registryCalls).toContain('POST /assign_candidate_new_recuriter');
  });

  it('has nothing beyond §7 except our documented additions, marked origin "ours"', () => {
    const known = new Set<string>([...specCalls.map(asRegistryCall), ...ourCalls]);
    expect(registryCalls.filter((call) => !known.has(call))).toEqual([]);
    const ours = defs
      .filter(([, def]) => def.origin === 'ours')
      .map(([, d]) => `${d.method} ${d.path}`);
    expect(ours.sort()).toEqual([...ourCalls].sort());
  });

  it('has one entry per method and path', () => {
    const duplicates = registryCalls.filter((call, index) => registryCalls.indexOf(call) !== index);
    expect(duplicates).toEqual([]);
    expect(registryCalls.length).toBe(specCalls.length + ourCalls.length);
  });

  it('declares a params schema exactly when the path has placeholders, with the same names', () => {
    for (const [key, def] of defs) {
      const names = pathParamNames(def.path);
      if (names.length === 0) {
        expect(def.params, key).toBeUndefined();
        continue;
      }
      expect(def.params, key).toBeInstanceOf(z.ZodObject);
      const shapeKeys = Object.keys((def.params as z.ZodObject).shape);
      expect(shapeKeys.sort(), key).toEqual([...names].sort());
    }
  });

  it('parses numeric path params to numbers and refuses non-numeric ids with a clear issue', () => {
    expect(endpoints.editCandidate.params.parse({ id: '42' })).toEqual({ id: 42 });
    const bad = endpoints.editCandidate.params.safeParse({ id: 'abc' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Expected a numeric id');
    expect(endpoints.deleteZoomMeeting.params.parse({ meetingId: 'zoom_8f2a' })).toEqual({
      meetingId: 'zoom_8f2a',
    });
  });

  it('gives JSON endpoints a response schema and file endpoints a file spec instead', () => {
    for (const [key, def] of defs) {
      if (def.responseType === 'file') {
        expect(def.response, key).toBeUndefined();
        expect(def.file?.contentTypes.length, key).toBeGreaterThan(0);
        expect(def.file?.fileName, key).toMatch(/\{/);
      } else {
        expect(def.response, key).toBeInstanceOf(z.ZodType);
        expect(def.file, key).toBeUndefined();
      }
    }
    const files = defs.filter(([, d]) => d.responseType === 'file').map(([k]) => k);
    expect(files.sort()).toEqual(
      [
        'auditLogCsv',
        'calendarFeedIcs',
        'careersRegistrationResume',
        'downloadAdditionalFiles',
        'downloadResumes',
        'meetingInvite',
        'userImage',
        'viewJd',
        'viewResume',
      ].sort(),
    );
    expect(endpoints.liveFeed.responseType).toBe('event-stream');
  });

  it('has no body on GET endpoints and a summary on every endpoint', () => {
    for (const [key, def] of defs) {
      if (def.method === 'GET') expect(def.body, key).toBeUndefined();
      expect(def.summary.length, key).toBeGreaterThan(5);
    }
  });

  it('makes public exactly login, signup, OTP, reset, health, the public careers board and calendar feeds', () => {
    const publicKeys = defs.filter(([, d]) => d.access === 'public').map(([k]) => k);
    expect(publicKeys.sort()).toEqual(
      [
        'health',
        'ready',
        'loginManagement',
        'loginRecruiter',
        'loginLeadership',
        'login',
        'signup',
        'signupOnetime',
        'generateOtp',
        'resetPassword',
        'careersJobs',
        'careersApply',
        // Outlook and Google Calendar fetch a subscription without signing in: the address's
        // secret is the credential (issue 20).
        'calendarFeedIcs',
      ].sort(),
    );
    for (const [key, def] of defs) {
      if (def.access === 'public') {
        expect(def.roles, key).toBeUndefined();
        expect(def.objectAccess, key).toBeUndefined();
      }
    }
  });

  it('restricts by role as SPEC §6 and issue 4 say, leadership always alongside manager', () => {
    const managersOnly = [
      'activeUsers',
      'disableUser',
      'deactivateUser',
      'updatePeerReviewerStatus',
      'deleteUser',
      'updateUserStatus',
      'postJob',
      'editJobPost',
      'deleteJobPost',
      'updateJobStatus',
      'updateJobsStatusNotification',
      'assignCandidateNewRecruiter',
      'assignWeeklyTarget',
      'assignMonthlyTarget',
    ] as const;
    for (const key of managersOnly) {
      expect(endpoints[key].roles, key).toEqual(['manager', 'leadership']);
    }
    for (const [key, def] of defs) {
      if (def.roles) {
        expect(def.roles.length, key).toBeGreaterThan(0);
        for (const role of def.roles) expect(roles, key).toContain(role);
        if (def.roles.includes('manager')) expect(def.roles, key).toContain('leadership');
      }
    }
    const reviewerOnly = defs.filter(([, d]) => d.peerReviewerOnly).map(([k]) => k);
    expect(reviewerOnly.sort()).toEqual(['candidatesPendingPeerApproval', 'peerApproveCandidate']);
  });

  it('names only known object-level rules', () => {
    for (const [key, def] of defs) {
      for (const rule of def.objectAccess ?? [])
        expect(Object.keys(objectAccessRules), key).toContain(rule);
    }
    expect(endpoints.chatMessages.objectAccess).toEqual(['self']);
    expect(endpoints.liveFeed.objectAccess).toEqual(['self']);
  });

  it('sizes upload routes for base64 bodies above the 1 MB JSON cap, and only those', () => {
    for (const [key, def] of defs) {
      if (def.upload) {
        expect(def.bodyLimitBytes, key).toBeGreaterThan(
          Math.ceil(def.upload.maxFileBytes / 3) * 4 * def.upload.maxFiles,
        );
      } else if (key === 'aiRun' || key === 'aiStream') {
        // Document text (10 × 100,000 characters) rather than files: its own cap.
        expect(def.bodyLimitBytes, key).toBe(aiBodyLimitBytes);
      } else {
        expect(def.bodyLimitBytes, key).toBeUndefined();
      }
    }
    expect(endpoints.addCandidate.upload?.accept).toBe('document');
    expect(endpoints.uploadUserImage.upload?.accept).toBe('image');
    expect(jsonBodyMaxBytes).toBe(1024 * 1024);
  });

  it('names the live events each mutation publishes', () => {
    expect(endpoints.addCandidate.liveEvents).toEqual(['candidate_added']);
    expect(endpoints.assignPeerReviewer.liveEvents).toEqual(['peer_review_assigned']);
    expect(endpoints.assignWeeklyTarget.liveEvents).toEqual(['weekly_target_assigned']);
    expect(endpoints.editMonthlyTarget.liveEvents).toEqual(['monthly_target_updated']);
    for (const [key, def] of defs) {
      if (def.method === 'GET') expect(def.liveEvents, key).toBeUndefined();
    }
  });
});

describe('schemas for OpenAPI', () => {
  it('turns every schema into JSON Schema (the server generates /api/openapi.json from them)', () => {
    const failures: string[] = [];
    let converted = 0;
    for (const [key, def] of defs) {
      for (const field of ['params', 'query', 'body', 'response'] as const) {
        const schema = def[field];
        if (!schema) continue;
        try {
          z.toJSONSchema(schema, { io: field === 'response' ? 'output' : 'input' });
          converted += 1;
        } catch (error) {
          failures.push(`${key}.${field}: ${(error as Error).message}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(converted).toBeGreaterThan(200);
  });
});

describe('areas', () => {
  it('declares each endpoint in the file of its area, once', async () => {
    const declared: string[] = [];
    for (const area of endpointAreas) {
      const module: Record<string, Record<string, EndpointDef>> = await import(
        `./endpoints/${area}.ts`
      );
      const table = module[`${area}Endpoints`] ?? {};
      for (const [key, def] of Object.entries(table)) {
        expect(def.area, key).toBe(area);
        declared.push(key);
      }
    }
    expect(declared.sort()).toEqual(Object.keys(endpoints).sort());
  });
});

describe('path helpers', () => {
  it('lists placeholders in order', () => {
    expect(pathParamNames('/chat/messages/:userId/:otherUserId')).toEqual([
      'userId',
      'otherUserId',
    ]);
    expect(pathParamNames('/edit_in_person_event/:call_id')).toEqual(['call_id']);
    expect(pathParamNames('/health')).toEqual([]);
  });

  it('fills and encodes placeholders, and refuses a missing one', () => {
    expect(buildPath(endpoints.editCandidate.path, { id: 42 })).toBe('/edit_candidate/42');
    expect(buildPath(endpoints.editGoogleMeet.path, { meetingId: 'a/b c' })).toBe(
      '/edit_google_meet/a%2Fb%20c',
    );
    expect(() => buildPath(endpoints.chatMessages.path, { userId: 1 })).toThrow(
      'Missing path parameter "otherUserId" for /chat/messages/:userId/:otherUserId',
    );
  });

  it('matches a concrete request back to its endpoint', () => {
    expect(matchEndpoint('post', '/edit_candidate/42')).toEqual({
      key: 'editCandidate',
      params: { id: '42' },
    });
    expect(matchEndpoint('GET', '/events/7')).toEqual({ key: 'liveFeed', params: { userId: '7' } });
    expect(matchEndpoint('GET', '/events')).toEqual({ key: 'recentEvents', params: {} });
    expect(matchEndpoint('GET', '/edit_candidate/42')).toBeUndefined();
    expect(matchEndpoint('POST', '/edit_candidate/')).toBeUndefined();
    for (const [key, def] of defs) {
      const concrete = buildPath(
        def.path,
        Object.fromEntries(pathParamNames(def.path).map((name) => [name, '9'])),
      );
      expect(matchEndpoint(def.method, concrete)?.key, key).toBe(key);
    }
  });
});
