import * as z from 'zod';
import { IdParam, MeetingId } from '../primitives';

/** `:id` of a path. @internal */
export const idParams = z.object({ id: IdParam });
/** `:userId` of a path. @internal */
export const userIdParams = z.object({ userId: IdParam });
/** `:recruiterId` of a path. @internal */
export const recruiterIdParams = z.object({ recruiterId: IdParam });
/** `:clientId` of a path. @internal */
export const clientIdParams = z.object({ clientId: IdParam });
/** `:managerId` of a path. @internal */
export const managerIdParams = z.object({ managerId: IdParam });
/** `:meetingId` of a path (opaque for Teams/Zoom/Google Meet). @internal */
export const meetingIdParams = z.object({ meetingId: MeetingId });
