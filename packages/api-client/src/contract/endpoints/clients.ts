import * as z from 'zod';
import { Client, ClientWithSummary, CreateClientRequest, Job, ViewClientJobsQuery } from '../jobs';
import { ClientDetailResponse } from '../org';
import { dataResponse, mutationResponse } from '../primitives';
import { defineArea, managers } from './define';
import { clientIdParams } from './params';

/**
 * Clients: creation, listing, submitting candidates to a client job (SPEC §7 "Assignment").
 *
 * @example
 * ```ts
 * clientsEndpoints.viewClientJobs.path; // '/view_client_jobs'
 * ```
 */
export const clientsEndpoints = defineArea('clients', {
  /** Jobs of one client (or all visible). */
  viewClientJobs: {
    method: 'GET',
    path: '/view_client_jobs',
    summary: "A client's jobs",
    objectAccess: ['filtered'],
    query: ViewClientJobsQuery,
    response: dataResponse({ jobs: z.array(Job) }),
  },
  /** Create a client company. */
  createClient: {
    method: 'POST',
    path: '/create/client',
    summary: 'Create a client',
    roles: managers,
    body: CreateClientRequest,
    response: mutationResponse({ client: Client }),
  },
  /** Clients with job counts (a recruiter: clients of their assigned jobs). */
  listClients: {
    method: 'GET',
    path: '/clients',
    summary: 'Clients with job counts',
    origin: 'ours',
    objectAccess: ['filtered'],
    response: dataResponse({ clients: z.array(ClientWithSummary) }),
  },
  /**
   * One client: its §3 summary, jobs with candidate counts, candidates by status, the recruiters
   * on it and its last 12 weeks of activity (a recruiter: their assigned jobs and own candidates;
   * a client with none of their jobs is 404).
   */
  clientDetail: {
    method: 'GET',
    path: '/org/clients/:clientId',
    summary: "A client's jobs, pipeline, recruiters and activity",
    origin: 'ours',
    objectAccess: ['filtered'],
    params: clientIdParams,
    response: ClientDetailResponse,
  },
});
