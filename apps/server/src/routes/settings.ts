import { endpoints } from '@hrportal/api-client/contract';
import { registerEndpoint } from '../http/route';
import type { RoutePlugin } from './plugin';

/**
 * Organisation settings (issue 16, leadership only): the session inactivity timeout (every
 * session's next request is checked against it) and the embedding origins (CORS, CSP and
 * socket.io at once). A save is audited (the `org_settings` trigger).
 */
export const settingsRoutes: RoutePlugin = async (api, { services }) => {
  const { settings } = services;

  registerEndpoint(api, services, endpoints.orgSettings, async () => ({
    status: 'success' as const,
    ...settings.view(),
  }));

  registerEndpoint(api, services, endpoints.saveOrgSettings, async ({ body, session }) => {
    await settings.save(
      { sessionIdleMinutes: body.session_idle_minutes, embedOrigins: body.embed_origins },
      session.user.id,
    );
    return { status: 'success' as const, message: 'Settings saved', ...settings.view() };
  });
};
