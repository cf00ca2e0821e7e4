import { endpoints } from '@hrportal/api-client/contract';
import { serverVersion } from '../config';
import { registerEndpoint, replySent } from '../http/route';
import type { RoutePlugin } from './plugin';

/** `GET /health` (liveness) and `GET /ready` (database reachable, migrations applied). */
export const systemRoutes: RoutePlugin = async (api, { services, closing }) => {
  const uptime = () => Math.round(process.uptime());
  registerEndpoint(api, services, endpoints.health, async () => ({
    status: 'success',
    version: serverVersion,
    uptime_s: uptime(),
  }));
  registerEndpoint(api, services, endpoints.ready, async ({ reply, request }) => {
    const { database } = services;
    let problem: string | undefined;
    const checks: Record<string, 'ok' | 'fail'> = { database: 'ok', migrations: 'ok' };
    if (closing()) {
      problem = 'The server is shutting down.';
    } else {
      try {
        await database.ping();
        const pending = await database.pendingMigrations();
        if (pending > 0) {
          checks.migrations = 'fail';
          problem = `${pending} database migration(s) pending.`;
        }
      } catch (error) {
        request.log.error({ err: error }, 'readiness check failed');
        checks.database = 'fail';
        checks.migrations = 'fail';
        problem = 'The database is not reachable.';
      }
    }
    if (problem) {
      reply.status(503).send({
        status: 'error',
        message: `Service temporarily unavailable. Please try again later. ${problem}`,
        version: serverVersion,
        uptime_s: uptime(),
        checks,
      });
      return replySent;
    }
    return { status: 'success', version: serverVersion, uptime_s: uptime(), checks };
  });
};
