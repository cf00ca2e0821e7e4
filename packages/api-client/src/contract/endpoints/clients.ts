import * as z from 'zod';
import { Client, ClientWithSummary, CreateClientRequest, Job, ViewClientJobsQuery } from '../jobs';
import { dataResponse, mutationResponse } from '../primitives';
import { defineArea, managers } from './define';

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
});
