import { HealthResponse } from '../primitives';
import { defineArea } from './define';

/**
 * Liveness and readiness (ours).
 *
 * @example
 * ```ts
 * systemEndpoints.health.path; // '/health'
 * ```
 */
export const systemEndpoints = defineArea('system', {
  /** Liveness. */
  health: {
    method: 'GET',
    path: '/health',
    summary: 'Liveness: the process answers',
    origin: 'ours',
    access: 'public',
    response: HealthResponse,
  },
  /** Readiness: database reachable and migrated (503 with an ErrorResponse while not ready). */
  ready: {
    method: 'GET',
    path: '/ready',
    summary: 'Readiness: database reachable and migrations applied',
    origin: 'ours',
    access: 'public',
    response: HealthResponse,
  },
});
