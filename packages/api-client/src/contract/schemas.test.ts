import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import {
  AddCandidateRequest,
  AssignCandidateRecruiterRequest,
  Candidate,
  CandidateDashboardRequest,
  PeerApproveRequest,
  UpdateCandidateStatusRequest,
} from './candidates';
import { ChatMessage, ConversationKey } from './chat';
import { base64Length, imageMaxBytes, resumeMaxBytes } from './constants';
import {
  directConversationKey,
  groupConversationKey,
  parseConversationKey,
} from './conversationKeys';
import { endpoints } from './endpoints';
import { CareerRegistrationsResponse, Job, PostJobRequest, UpdateJobStatusRequest } from './jobs';
import {
  CallEventRequest,
  CreateTeamsMeetingRequest,
  GoogleMeetMeeting,
  ZoomMeetingsResponse,
} from './meetings';
import { messages, serverMessages } from './messages';
import { base64File, EmailList, ErrorResponse } from './primitives';
import {
  ChatMessagePayload,
  CreateGroupPayload,
  SyncMessagesPayload,
  TypingPayload,
} from './socket';
import { IssueReportRequest } from './support';
import {
  AssignMonthlyTargetRequest,
  AssignWeeklyTargetRequest,
  EditTargetRequest,
} from './targets';
import { LoginRequest, LoginResponse, UserImageUploadRequest, UserStatusRequest } from './users';
import { loginKindForRole, roleForUserType, roles, userTypeForRole } from './vocabularies';

/** The messages of a failed parse, for assertions. */
function issuesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => issue.message);
}

const pdfBase64 = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n').toString('base64');

const serverCandidate = {
  id: 9,
  job_id: 12,
  name: 'Ravi Kumar',
  email: 'ravi.kumar@example.com',
  mobile: '+91 98450 12345',
  client: 'Acme Corp',
  profile: 'Java Developer',
  status: 'Client Interview',
  date_created: '2025-03-01',
  experience: '4 years 6 months',
  qualifications: 'B.Tech',
  preferred_job_location: 'Pune',
  skills: 'Java, Spring Boot, Kafka',
  current_ctc: '12 LPA',
  expected_ctc: '18 LPA',
  remarks: '',
  data_updated_date: '2025-03-04',
  reason_for_job_change: 'Growth',
  peer_reviewer_level1: 'reviewer',
  peer_reviewer_level2: '',
  recruiter: 'recruiter',
  management: 'manager',
  current_company: 'Globex',
  position: 'Senior Engineer',
  current_job_location: 'Bengaluru',
  relevant_experience: '3 years',
  notice_period: '30 days',
  linkedin: 'https://linkedin.com/in/ravi',
  holding_offer: 'No',
  serving_notice_period: 'Yes',
  period_of_notice: '30 days',
  last_working_date: '2025-04-15',
  remind_lwd: true,
  total_offers: 1,
  highest_package_in_lpa: 17.5,
  buyout: false,
  resume_present: true,
  user_id: 3,
  client_assigned: true,
  comments: {
    'Asha Rao': [
      { comment: 'Shortlisted', timestamp: '2025-03-02T10:00:00Z' },
      { comment: 'Round 1 cleared', timestamp: '2025-03-04T15:30:00+05:30' },
    ],
  },
};

describe('vocabularies', () => {
  it('maps every role to its login path segment and account type, both ways', () => {
    expect(roles.map((role) => loginKindForRole[role])).toEqual([
      'management',
      'recruiter',
      'leadership',
    ]);
    for (const role of roles) expect(roleForUserType[userTypeForRole[role]]).toBe(role);
    expect(endpoints.loginManagement.path).toBe(`/login/${loginKindForRole.manager}`);
  });
});

describe('candidates', () => {
  it('accepts a full server candidate with its comments map', () => {
    const parsed = Candidate.parse(serverCandidate);
    expect(parsed.comments['Asha Rao']).toHaveLength(2);
  });

  it('accepts the legacy status "Updated" on reads but not on writes', () => {
    expect(Candidate.safeParse({ ...serverCandidate, status: 'Updated' }).success).toBe(true);
    expect(issuesOf(UpdateCandidateStatusRequest, { status: 'Updated' })[0]).toMatch(
      /^Status must be one of: Internal Screening,/,
    );
  });

  it('refuses a candidate with a malformed comment or unknown status, naming the field', () => {
    const result = Candidate.safeParse({
      ...serverCandidate,
      status: 'Hired',
      comments: { Asha: [{ comment: 'x' }] },
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toContain('status');
    expect(paths).toContain('comments.Asha.0.timestamp');
  });

  it('fills defaults on add and requires name, email and mobile with clear messages', () => {
    const parsed = AddCandidateRequest.parse({
      name: '  Ravi Kumar ',
      email: 'ravi@example.com',
      mobile: '9845012345',
      resume: pdfBase64,
      resume_filename: 'ravi.pdf',
    });
    expect(parsed.name).toBe('Ravi Kumar');
    expect(parsed.status).toBe('Internal Screening');
    expect(parsed.skills).toBe('');
    expect(parsed.buyout).toBe(false);
    expect(issuesOf(AddCandidateRequest, { name: ' ', email: 'nope', mobile: 'x' })).toEqual([
      'Name is required',
      'Expected a valid email address',
      'Expected a valid mobile number',
    ]);
    expect(
      issuesOf(AddCandidateRequest, {
        name: 'A',
        email: 'a@x.com',
        mobile: '9845012345',
        resume: pdfBase64,
      }),
    ).toEqual(['resume_filename is required with a resume']);
  });

  it('needs a status or a comment on a status update (SPEC §5 wording)', () => {
    expect(issuesOf(UpdateCandidateStatusRequest, {})).toEqual([messages.statusOrCommentRequired]);
    expect(issuesOf(UpdateCandidateStatusRequest, { comment: '   ' })).toEqual([
      'Please provide either a status or a comment.',
    ]);
    expect(UpdateCandidateStatusRequest.parse({ comment: ' Called him ' })).toEqual({
      comment: 'Called him',
    });
  });

  it('pages the dashboard with SPEC §3 fields plus filters, and checks the date range', () => {
    const parsed = CandidateDashboardRequest.parse({
      user_id: 1,
      user_type: 'management',
      user_name: 'manager',
      page_no: 3,
      filters: [
        { column: 'skills', value: 'java' },
        { column: 'skills', value: 'kafka' },
      ],
    });
    expect(parsed).toMatchObject({
      page_no: 3,
      page_size: 10,
      date_preset: 'all',
      sort_by: 'date_created',
      sort_dir: 'desc',
    });
    const base = { user_id: 1, user_type: 'recruiter', user_name: 'r', page_no: 1 };
    expect(issuesOf(CandidateDashboardRequest, { ...base, date_from: '2025-03-01' })).toEqual([
      messages.selectBothDates,
    ]);
    expect(
      issuesOf(CandidateDashboardRequest, {
        ...base,
        date_from: '2025-03-09',
        date_to: '2025-03-01',
      }),
    ).toEqual(['Start date must be on or before end date']);
    expect(issuesOf(CandidateDashboardRequest, { ...base, page_size: 0 })).toEqual([
      'Page size must be a positive number',
    ]);
    expect(issuesOf(CandidateDashboardRequest, { ...base, page_size: 1000 })).toEqual([
      'Page size must be at most 100',
    ]);
    expect(issuesOf(CandidateDashboardRequest, { ...base, sort_by: 'password' })).toEqual([
      'Unknown sort key',
    ]);
  });

  it('takes both recruiter-reassignment shapes', () => {
    expect(AssignCandidateRecruiterRequest.safeParse({ id: 9, recruiter: 'r2' }).success).toBe(
      true,
    );
    expect(
      AssignCandidateRecruiterRequest.safeParse({ candidate_ids: [9, 10], recruiter: 'r2' })
        .success,
    ).toBe(true);
    expect(AssignCandidateRecruiterRequest.safeParse({ recruiter: 'r2' }).success).toBe(false);
  });

  it('lets a reviewer decide or comment, never both missing, never an arbitrary status', () => {
    expect(
      PeerApproveRequest.safeParse({ candidate_id: 9, status: 'PR-Approved', user_id: 4 }).success,
    ).toBe(true);
    expect(issuesOf(PeerApproveRequest, { candidate_id: 9, user_id: 4 })).toEqual([
      messages.statusOrCommentRequired,
    ]);
    expect(
      issuesOf(PeerApproveRequest, { candidate_id: 9, user_id: 4, status: 'PR-Pending' }),
    ).toEqual(['Status must be PR-Approved or PR-Rejected']);
  });
});

describe('files', () => {
  it('accepts base64 without prefix and refuses data URLs, bad base64 and oversize content', () => {
    const Resume = base64File(resumeMaxBytes, 'Resume');
    expect(Resume.safeParse(pdfBase64).success).toBe(true);
    expect(issuesOf(Resume, `data:application/pdf;base64,${pdfBase64}`)).toEqual([
      'Resume must be base64 content without a data: URL prefix',
    ]);
    expect(issuesOf(Resume, 'not base64!!')).toEqual(['Resume must be base64-encoded']);
    expect(issuesOf(Resume, '')).toEqual(['Resume is required']);
    const tooBig = 'A'.repeat(base64Length(resumeMaxBytes) + 4);
    expect(issuesOf(Resume, tooBig)).toEqual(['Resume size must be less than 10MB']);
  });

  it('validates a 10 MB base64 resume quickly (the check is linear)', () => {
    const big = Buffer.alloc(resumeMaxBytes - 3, 0x41).toString('base64');
    const started = performance.now();
    expect(base64File(resumeMaxBytes).safeParse(big).success).toBe(true);
    // Generous: this guards against catastrophic backtracking, not a speed budget.
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('takes a profile picture save and a removal as SPEC §3 shows them', () => {
    expect(
      UserImageUploadRequest.safeParse({
        image: '/9j/4AAQSkZJRg==',
        filename: 'avatar.jpg',
        image_delete_status: false,
      }).success,
    ).toBe(true);
    expect(
      UserImageUploadRequest.safeParse({ image: '', filename: '', image_delete_status: true })
        .success,
    ).toBe(true);
    expect(
      UserImageUploadRequest.safeParse({ image: '', filename: 'a.jpg', image_delete_status: false })
        .success,
    ).toBe(false);
    expect(imageMaxBytes).toBe(5 * 1024 * 1024);
  });

  it('caps issue screenshots at five images of known types', () => {
    const shot = { image: 'iVBORw0KGgo=', mime_type: 'image/png', filename: 's.png' };
    expect(
      IssueReportRequest.parse({ subject: 'Blank page', description: 'Resume tab is blank' })
        .screenshots,
    ).toEqual([]);
    expect(
      issuesOf(IssueReportRequest, {
        subject: 's',
        description: 'd',
        screenshots: Array.from({ length: 6 }, () => shot),
      }),
    ).toEqual(['At most 5 screenshots']);
    expect(
      issuesOf(IssueReportRequest, {
        subject: 's',
        description: 'd',
        screenshots: [{ ...shot, mime_type: 'image/bmp' }],
      }),
    ).toEqual(['Screenshot must be a PNG, JPEG, GIF or WebP image']);
  });
});

describe('auth and users', () => {
  it('refuses a login without a role with the SPEC §5 message', () => {
    expect(issuesOf(LoginRequest, { username: 'manager', password: 'Demo@1234' })).toEqual([
      'Role is required for login',
    ]);
    expect(issuesOf(LoginRequest, { username: 'm', password: 'p', role: 'admin' })).toEqual([
      'Role must be one of manager, recruiter, leadership',
    ]);
  });

  it('reads the SPEC §3 login response', () => {
    const parsed = LoginResponse.parse({
      status: 'success',
      message: 'Login successful',
      email: 'manager@example.com',
      user_id: 1,
      name: 'Meera Iyer',
      peer_status: false,
      session_token: 'abc',
    });
    expect(parsed.user_id).toBe(1);
    expect(LoginResponse.safeParse({ status: 'success', message: 'ok' }).success).toBe(false);
  });

  it('refuses an unknown user status type with "Invalid status type"', () => {
    expect(issuesOf(UserStatusRequest, { user_name: 'asha', new_status: 'banned' })).toEqual([
      messages.invalidStatusType,
    ]);
  });

  it('defines the error body', () => {
    expect(
      ErrorResponse.parse({ status: 'error', message: serverMessages.duplicateCandidate }).message,
    ).toBe('A candidate with this email or phone number already exists');
  });
});

describe('jobs', () => {
  const job = {
    id: 12,
    date_created: '2025-03-01',
    time_created: '09:15:00',
    job_status: 'Active',
    client: 'Acme Corp',
    posted_by: 'manager',
    recruiter: ['recruiter', 'reviewer'],
    role: 'Java Developer',
    no_of_positions: 2,
    budget_min: 12,
    budget_max: 18,
    contract_in_months: null,
    country: 'India',
    custom_job_type: '',
    detailed_jd: 'Build services',
    experience_min: 3,
    experience_max: 6,
    jd_pdf_present: false,
    jd_pdf_extension: '',
    job_type: 'Full-time',
    location: 'Pune',
    management: 'manager',
    mode: 'Hybrid',
    notice_period: '30 days',
    shift_timings: '10:00-19:00',
    skills: 'Java, Spring',
    post_to_careers: true,
    data_updated_date: null,
    data_updated_time: null,
  };

  it('accepts a job and refuses an unknown job status', () => {
    expect(Job.safeParse(job).success).toBe(true);
    expect(issuesOf(Job, { ...job, job_status: 'Open' })).toEqual([
      'Job status must be one of Active, Closed, Hold',
    ]);
  });

  it('orders budget and experience ranges on post', () => {
    expect(
      issuesOf(PostJobRequest, {
        client: 'Acme',
        role: 'Dev',
        no_of_positions: 1,
        budget_min: 20,
        budget_max: 10,
      }),
    ).toEqual(['Minimum budget must not exceed maximum budget']);
    expect(
      PostJobRequest.parse({ client: 'Acme', role: 'Dev', no_of_positions: 1 }).job_status,
    ).toBe('Active');
  });

  it('accepts the vendor spelling On Hold', () => {
    expect(UpdateJobStatusRequest.safeParse({ job_id: 1, job_status: 'On Hold' }).success).toBe(
      true,
    );
    expect(UpdateJobStatusRequest.safeParse({ job_id: 1, job_status: 'Paused' }).success).toBe(
      false,
    );
  });

  it('reads careers registrations as an array or an object with data (SPEC §7)', () => {
    const registration = {
      id: 1,
      job_id: 12,
      job_role: 'Java Developer',
      client: 'Acme',
      name: 'Ravi',
      email: 'r@example.com',
      mobile: '9845012345',
      experience: '3 years',
      current_location: 'Pune',
      linkedin: '',
      message: '',
      resume_present: true,
      candidate_id: null,
      created_at: '2025-03-01T10:00:00Z',
    };
    expect(CareerRegistrationsResponse.safeParse([registration]).success).toBe(true);
    expect(
      CareerRegistrationsResponse.safeParse({ status: 'success', data: [registration] }).success,
    ).toBe(true);
  });
});

describe('meetings', () => {
  const teams = {
    subject: 'Interview: Ravi',
    start_date: '2025-04-02',
    start_time: '10:00',
    end_time: '10:30',
    attendees: 'ravi@example.com, asha@example.com',
    recruiter_email: 'asha@example.com',
  };

  it('accepts a Teams meeting with defaults, and refuses an end before the start', () => {
    expect(CreateTeamsMeetingRequest.parse(teams)).toMatchObject({
      time_zone: 'UTC',
      cc_recipients: '',
    });
    expect(issuesOf(CreateTeamsMeetingRequest, { ...teams, end_time: '09:00' })).toEqual([
      'End time must be after start time',
    ]);
    expect(
      CreateTeamsMeetingRequest.safeParse({ ...teams, end_date: '2025-04-03', end_time: '09:00' })
        .success,
    ).toBe(true);
  });

  it('refuses bad attendees, times and time zones with clear messages', () => {
    expect(issuesOf(EmailList, 'ravi@example.com, not-an-email')).toEqual([
      'Expected a comma-separated list of email addresses',
    ]);
    expect(issuesOf(CreateTeamsMeetingRequest, { ...teams, start_time: '25:00' })).toEqual([
      'Expected a time as HH:MM (24-hour)',
    ]);
    expect(issuesOf(CreateTeamsMeetingRequest, { ...teams, time_zone: 'Mars/Olympus' })).toEqual([
      'Unknown time zone',
    ]);
  });

  it('needs a name, date and time for a call', () => {
    expect(
      CallEventRequest.safeParse({
        name: 'Ravi',
        date: '2025-04-02',
        time: '15:00',
        user_email: 'asha@example.com',
      }).success,
    ).toBe(true);
    expect(
      issuesOf(CallEventRequest, { date: '2025-04-02', time: '15:00', user_email: 'a@x.com' }),
    ).toEqual(['Name is required']);
  });

  it('reads Google Meet with id or meeting_id and Zoom lists under either key', () => {
    const meet = {
      id: 'gmeet_1',
      summary: 'HR round',
      start_date: '2025-04-02',
      start_time: '09:00:00',
      end_time: '09:30',
      attendees: '',
      cc_recipients: ['a@x.com'],
      description: '',
      time_zone: 'Asia/Kolkata',
      join_url: 'https://meet.google.com/abc',
      recruiter_email: 'asha@example.com',
    };
    expect(GoogleMeetMeeting.safeParse(meet).success).toBe(true);
    expect(issuesOf(GoogleMeetMeeting, { ...meet, id: undefined })).toEqual([
      'A Google Meet meeting needs id or meeting_id',
    ]);
    expect(ZoomMeetingsResponse.safeParse({ meetings: [] }).success).toBe(true);
    expect(ZoomMeetingsResponse.safeParse({ status: 'success', zoom_meetings: [] }).success).toBe(
      true,
    );
  });
});

describe('targets', () => {
  it('starts weekly targets on a Monday and monthly targets on the 1st', () => {
    expect(
      AssignWeeklyTargetRequest.parse({ recruiter_id: 5, period_start: '2025-03-31' }),
    ).toMatchObject({ target_submissions: 0, notes: '' });
    expect(
      issuesOf(AssignWeeklyTargetRequest, { recruiter_id: 5, period_start: '2025-04-01' }),
    ).toEqual(['A weekly target starts on a Monday']);
    expect(
      issuesOf(AssignMonthlyTargetRequest, { recruiter_id: 5, period_start: '2025-04-02' }),
    ).toEqual(['A monthly target starts on the first day of a month']);
    expect(issuesOf(EditTargetRequest, {})).toEqual(['Nothing to change']);
    expect(issuesOf(EditTargetRequest, { target_offers: -1 })[0]).toMatch(/>=0/);
  });
});

describe('chat', () => {
  it('builds, validates and parses conversation keys', () => {
    expect(directConversationKey(17, 3)).toBe('dm:3:17');
    expect(directConversationKey(3, 17)).toBe('dm:3:17');
    expect(groupConversationKey(4)).toBe('group:4');
    expect(parseConversationKey('dm:3:17')).toEqual({ kind: 'dm', userIds: [3, 17] });
    expect(parseConversationKey('group:4')).toEqual({ kind: 'group', groupId: 4 });
    for (const bad of ['dm:17:3', 'dm:3:3', 'group:0', 'dm:3', 'chat:1', 'group:01']) {
      expect(parseConversationKey(bad), bad).toBeNull();
      expect(ConversationKey.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('reads a stored message with seq and client_id', () => {
    const message = ChatMessage.parse({
      id: 120,
      client_id: '6f1c2a9e-1d2b-4c3d-9e8f-0a1b2c3d4e5f',
      conversation_key: 'dm:3:17',
      seq: 42,
      sender_id: 3,
      receiver_id: 17,
      group_id: null,
      message: 'Can you share the JD?',
      timestamp: '2025-03-01T10:00:00Z',
      is_read: false,
      read_at: null,
      reply_to: 119,
      reply_to_message: {
        id: 119,
        sender_id: 17,
        message: 'New opening at Acme',
        timestamp: '2025-03-01T09:59:00Z',
        sender_name: 'Ravi',
      },
      sender_name: 'Asha Rao',
    });
    expect(message.seq).toBe(42);
  });

  it('trims messages and refuses empty ones with the server message', () => {
    const base = { sender_id: 3, receiver_id: 17, session_token: 't', client_id: 'c-1' };
    expect(ChatMessagePayload.parse({ ...base, message: '  hi  ' }).message).toBe('hi');
    expect(issuesOf(ChatMessagePayload, { ...base, message: '   ' })).toEqual([
      serverMessages.messageEmpty,
    ]);
    expect(issuesOf(ChatMessagePayload, { ...base, message: 'x', client_id: 'bad id!' })).toEqual([
      'client_id must be 1-100 letters, digits or _.:-',
    ]);
  });

  it('needs a group name and at least one member (SPEC §5)', () => {
    expect(
      issuesOf(CreateGroupPayload, { session_token: 't', group_name: '  ', member_ids: [] }),
    ).toEqual([serverMessages.groupNameRequired, serverMessages.groupMembersRequired]);
  });

  it('addresses typing to a user or a group, not both', () => {
    const base = { sender_id: 3, is_typing: true, session_token: 't' };
    expect(TypingPayload.safeParse({ ...base, receiver_id: 17 }).success).toBe(true);
    expect(TypingPayload.safeParse({ ...base, receiver_id: null, group_id: 4 }).success).toBe(true);
    expect(TypingPayload.safeParse({ ...base, receiver_id: 17, group_id: 4 }).success).toBe(false);
    expect(TypingPayload.safeParse({ ...base, receiver_id: null }).success).toBe(false);
  });

  it('syncs by conversation key and refuses malformed keys', () => {
    expect(SyncMessagesPayload.safeParse({ since: { 'dm:3:17': 42, 'group:4': 0 } }).success).toBe(
      true,
    );
    const bad = SyncMessagesPayload.safeParse({ since: { 'dm:17:3': 1 } });
    expect(bad.success).toBe(false);
  });
});
