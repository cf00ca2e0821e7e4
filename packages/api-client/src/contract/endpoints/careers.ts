import * as z from 'zod';
import { documentMimeTypes, resumeMaxBytes } from '../constants';
import {
  CareerApplicationRequest,
  CareerJob,
  CareerRegistration,
  CareerRegistrationsResponse,
} from '../jobs';
import { dataResponse, Id, mutationResponse } from '../primitives';
import { defineArea, documentUpload, uploadLimit } from './define';
import { idParams } from './params';

/**
 * Careers: the public job board and its registrations (ours).
 *
 * @example
 * ```ts
 * careersEndpoints.careersRegistrations.path; // '/careers_registrations'
 * ```
 */
export const careersEndpoints = defineArea('careers', {
  /** Careers registrations (applications from the public board). */
  careersRegistrations: {
    method: 'GET',
    path: '/careers_registrations',
    summary: 'Careers registrations',
    response: CareerRegistrationsResponse,
  },
  /** One careers registration (ours): what "Convert to candidate" prefills the register form from. */
  careersRegistration: {
    method: 'GET',
    path: '/careers_registrations/:id',
    summary: 'One careers registration',
    origin: 'ours',
    params: idParams,
    response: dataResponse({ registration: CareerRegistration }),
  },
  /** The resume sent with one registration (ours; 404 when none): "convert to candidate" reads it. */
  careersRegistrationResume: {
    method: 'GET',
    path: '/careers_registrations/:id/resume',
    summary: "A careers registration's resume file",
    origin: 'ours',
    responseType: 'file',
    file: { contentTypes: documentMimeTypes, fileName: 'resume_{id}.{pdf|doc|docx}' },
    params: idParams,
  },
  /** Jobs posted to careers (public). */
  careersJobs: {
    method: 'GET',
    path: '/careers/jobs',
    summary: 'Public list of jobs posted to careers',
    origin: 'ours',
    access: 'public',
    response: dataResponse({ jobs: z.array(CareerJob) }),
  },
  /** Apply to a job posted to careers (public; rate limited). */
  careersApply: {
    method: 'POST',
    path: '/careers/apply',
    summary: 'Apply to a job posted to careers',
    origin: 'ours',
    access: 'public',
    upload: documentUpload(['resume']),
    bodyLimitBytes: uploadLimit(resumeMaxBytes, 1),
    rateLimited: true,
    liveEvents: ['careers_application'],
    body: CareerApplicationRequest,
    response: mutationResponse({ registration_id: Id }),
  },
});
