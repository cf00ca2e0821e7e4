/**
 * Zod enums of the vocabularies (`vocabularies.ts`). Each export is both the schema and, by the
 * same name, the union type.
 */
import * as z from 'zod';
import {
  type AssignableCandidateStatus as AssignableCandidateStatusUnion,
  assignableCandidateStatuses,
  type CandidateStatus as CandidateStatusUnion,
  candidateStatuses,
  type DatePreset as DatePresetUnion,
  datePresets,
  type IssueReportStatus as IssueReportStatusUnion,
  issueReportStatuses,
  type JobStatus as JobStatusUnion,
  jobStatuses,
  type LiveEventType as LiveEventTypeUnion,
  type LoginKind as LoginKindUnion,
  liveEventTypes,
  loginKinds,
  type MeetingKind as MeetingKindUnion,
  meetingKinds,
  type PeerReviewDecision as PeerReviewDecisionUnion,
  type PeerReviewStatus as PeerReviewStatusUnion,
  peerReviewDecisions,
  peerReviewStatuses,
  type Role as RoleUnion,
  roles,
  type SortDirection as SortDirectionUnion,
  sortDirections,
  type TargetPeriod as TargetPeriodUnion,
  targetPeriods,
  type UserStatusValue as UserStatusValueUnion,
  type UserType as UserTypeUnion,
  userStatusValues,
  userTypes,
  type VendorJobStatus as VendorJobStatusUnion,
  vendorJobStatuses,
} from './vocabularies';

/** Zod enum of {@link roles}. @example `Role.parse('manager')` */
export const Role = z.enum(roles, { error: 'Role must be one of manager, recruiter, leadership' });
/** One Role value. @example `const v: Role = Role.options[0];` */
export type Role = RoleUnion;

/** Zod enum of {@link loginKinds}. @example `LoginKind.parse('management')` */
export const LoginKind = z.enum(loginKinds);
/** One LoginKind value. @example `const v: LoginKind = LoginKind.options[0];` */
export type LoginKind = LoginKindUnion;

/** Zod enum of {@link userTypes}. @example `UserType.parse('management')` */
export const UserType = z.enum(userTypes, {
  error: 'User type must be one of management, recruiter, leadership',
});
/** One UserType value. @example `const v: UserType = UserType.options[0];` */
export type UserType = UserTypeUnion;

/** Zod enum of {@link assignableCandidateStatuses}. @example `AssignableCandidateStatus.parse('Offer')` */
export const AssignableCandidateStatus = z.enum(assignableCandidateStatuses, {
  error: `Status must be one of: ${assignableCandidateStatuses.join(', ')}`,
});
/** One AssignableCandidateStatus value. @example `const v: AssignableCandidateStatus = AssignableCandidateStatus.options[0];` */
export type AssignableCandidateStatus = AssignableCandidateStatusUnion;

/** Zod enum of {@link candidateStatuses}. @example `CandidateStatus.parse('Updated')` */
export const CandidateStatus = z.enum(candidateStatuses, {
  error: `Status must be one of: ${candidateStatuses.join(', ')}`,
});
/** One CandidateStatus value. @example `const v: CandidateStatus = CandidateStatus.options[0];` */
export type CandidateStatus = CandidateStatusUnion;

/** Zod enum of {@link peerReviewStatuses}. @example `PeerReviewStatus.parse('PR-Approved')` */
export const PeerReviewStatus = z.enum(peerReviewStatuses);
/** One PeerReviewStatus value. @example `const v: PeerReviewStatus = PeerReviewStatus.options[0];` */
export type PeerReviewStatus = PeerReviewStatusUnion;

/** Zod enum of {@link peerReviewDecisions}. @example `PeerReviewDecision.parse('PR-Approved')` */
export const PeerReviewDecision = z.enum(peerReviewDecisions, {
  error: 'Status must be PR-Approved or PR-Rejected',
});
/** One PeerReviewDecision value. @example `const v: PeerReviewDecision = PeerReviewDecision.options[0];` */
export type PeerReviewDecision = PeerReviewDecisionUnion;

/** Zod enum of {@link jobStatuses}. @example `JobStatus.parse('Active')` */
export const JobStatus = z.enum(jobStatuses, {
  error: 'Job status must be one of Active, Closed, Hold',
});
/** One JobStatus value. @example `const v: JobStatus = JobStatus.options[0];` */
export type JobStatus = JobStatusUnion;

/** Zod enum of {@link vendorJobStatuses}. @example `VendorJobStatus.parse('On Hold')` */
export const VendorJobStatus = z.enum(vendorJobStatuses, {
  error: 'Job status must be one of Active, Closed, On Hold',
});
/** One VendorJobStatus value. @example `const v: VendorJobStatus = VendorJobStatus.options[0];` */
export type VendorJobStatus = VendorJobStatusUnion;

/** Zod enum of {@link meetingKinds}. @example `MeetingKind.parse('teams')` */
export const MeetingKind = z.enum(meetingKinds);
/** One MeetingKind value. @example `const v: MeetingKind = MeetingKind.options[0];` */
export type MeetingKind = MeetingKindUnion;

/** Zod enum of {@link liveEventTypes}. @example `LiveEventType.parse('system_message')` */
export const LiveEventType = z.enum(liveEventTypes);
/** One LiveEventType value. @example `const v: LiveEventType = LiveEventType.options[0];` */
export type LiveEventType = LiveEventTypeUnion;

/** Zod enum of {@link sortDirections}. @example `SortDirection.parse('asc')` */
export const SortDirection = z.enum(sortDirections, {
  error: 'Sort direction must be asc or desc',
});
/** One SortDirection value. @example `const v: SortDirection = SortDirection.options[0];` */
export type SortDirection = SortDirectionUnion;

/** Zod enum of {@link datePresets}. @example `DatePreset.parse('30d')` */
export const DatePreset = z.enum(datePresets, {
  error: 'Date preset must be one of all, 24h, 7d, 30d',
});
/** One DatePreset value. @example `const v: DatePreset = DatePreset.options[0];` */
export type DatePreset = DatePresetUnion;

/** Zod enum of {@link userStatusValues}; its error is `'Invalid status type'`. @example `UserStatusValue.parse('active')` */
export const UserStatusValue = z.enum(userStatusValues, { error: 'Invalid status type' });
/** One UserStatusValue value. @example `const v: UserStatusValue = UserStatusValue.options[0];` */
export type UserStatusValue = UserStatusValueUnion;

/** Zod enum of {@link issueReportStatuses}. @example `IssueReportStatus.parse('resolved')` */
export const IssueReportStatus = z.enum(issueReportStatuses);
/** One IssueReportStatus value. @example `const v: IssueReportStatus = IssueReportStatus.options[0];` */
export type IssueReportStatus = IssueReportStatusUnion;

/** Zod enum of {@link targetPeriods}. @example `TargetPeriod.parse('monthly')` */
export const TargetPeriod = z.enum(targetPeriods, { error: 'Period must be weekly or monthly' });
/** One TargetPeriod value. @example `const v: TargetPeriod = TargetPeriod.options[0];` */
export type TargetPeriod = TargetPeriodUnion;
