import * as sop from '../sop';
import { defineArea, managers } from './define';
import { idParams } from './params';

/**
 * SOP & incentives (issue 21, `/{role}/sop-incentives`): documents managers write and everyone
 * reads, their versions, and the incentive calculator.
 *
 * @example
 * ```ts
 * sopEndpoints.sopDocuments.path; // '/sop_documents'
 * ```
 */
export const sopEndpoints = defineArea('sop', {
  /** Every SOP and incentive document, current version. */
  sopDocuments: {
    method: 'GET',
    path: '/sop_documents',
    summary: 'SOP and incentive documents',
    origin: 'ours',
    response: sop.SopDocumentsResponse,
  },
  /** A new document. */
  createSopDocument: {
    method: 'POST',
    path: '/sop_documents',
    summary: 'Write a SOP or incentive document',
    origin: 'ours',
    roles: managers,
    body: sop.CreateSopDocumentRequest,
    response: sop.SopDocumentSaved,
  },
  /** A new version of a document. */
  editSopDocument: {
    method: 'POST',
    path: '/sop_documents/:id',
    summary: 'Save a new version of a document',
    origin: 'ours',
    roles: managers,
    params: idParams,
    body: sop.EditSopDocumentRequest,
    response: sop.SopDocumentSaved,
  },
  /** Who changed what and when. */
  sopDocumentVersions: {
    method: 'GET',
    path: '/sop_documents/:id/versions',
    summary: "A document's version history",
    origin: 'ours',
    params: idParams,
    response: sop.SopVersionsResponse,
  },
  /** One old version, whole. */
  sopDocumentVersion: {
    method: 'GET',
    path: '/sop_documents/:id/versions/:version',
    summary: 'One version of a document',
    origin: 'ours',
    params: sop.sopVersionParams,
    response: sop.SopVersionResponse,
  },
  /** The published incentive plan applied to each recruiter's joins in a period. */
  calculateIncentives: {
    method: 'GET',
    path: '/incentives/calculate',
    summary: 'What each recruiter earned under the published plan',
    origin: 'ours',
    objectAccess: ['filtered'],
    query: sop.IncentiveQuery,
    response: sop.IncentiveResponse,
  },
});
