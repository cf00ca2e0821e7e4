import { readFileSync } from 'node:fs';
import { type GoogleSettings, googleProvider } from './google';
import { type GraphSettings, graphProvider } from './graph';
import type { MeetingProvider } from './types';
import { type ZoomSettings, zoomProvider } from './zoom';

/** The providers a server has credentials for, by the meeting kind they serve. */
export interface MeetingProviders {
  teams?: MeetingProvider;
  zoom?: MeetingProvider;
  googlemeet?: MeetingProvider;
}

/** Provider credentials and addresses (`MS_GRAPH_*`, `ZOOM_*`, `GOOGLE_*`); each optional. */
export interface MeetingProviderSettings {
  graph?: GraphSettings;
  zoom?: ZoomSettings;
  google?: GoogleSettings;
}

/** The adapters for every provider whose settings are present. */
export function createMeetingProviders(settings: MeetingProviderSettings = {}): MeetingProviders {
  return {
    ...(settings.graph ? { teams: graphProvider(settings.graph) } : {}),
    ...(settings.zoom ? { zoom: zoomProvider(settings.zoom) } : {}),
    ...(settings.google ? { googlemeet: googleProvider(settings.google) } : {}),
  };
}

/**
 * Provider settings from the environment: a provider is configured when all of its required
 * variables are set (see the server's CONTEXT.md); base URLs are overridable (tests point them
 * at loopback fakes).
 */
export function meetingProviderSettingsFromEnv(env: NodeJS.ProcessEnv): MeetingProviderSettings {
  const settings: MeetingProviderSettings = {};
  if (env.MS_GRAPH_TENANT_ID && env.MS_GRAPH_CLIENT_ID && env.MS_GRAPH_CLIENT_SECRET) {
    settings.graph = {
      tenantId: env.MS_GRAPH_TENANT_ID,
      clientId: env.MS_GRAPH_CLIENT_ID,
      clientSecret: env.MS_GRAPH_CLIENT_SECRET,
      ...(env.MS_GRAPH_ORGANIZER ? { organizer: env.MS_GRAPH_ORGANIZER } : {}),
      ...(env.MS_GRAPH_API_URL ? { apiUrl: env.MS_GRAPH_API_URL } : {}),
      ...(env.MS_GRAPH_LOGIN_URL ? { loginUrl: env.MS_GRAPH_LOGIN_URL } : {}),
    };
  }
  if (env.ZOOM_ACCOUNT_ID && env.ZOOM_CLIENT_ID && env.ZOOM_CLIENT_SECRET) {
    settings.zoom = {
      accountId: env.ZOOM_ACCOUNT_ID,
      clientId: env.ZOOM_CLIENT_ID,
      clientSecret: env.ZOOM_CLIENT_SECRET,
      ...(env.ZOOM_API_URL ? { apiUrl: env.ZOOM_API_URL } : {}),
      ...(env.ZOOM_OAUTH_URL ? { oauthUrl: env.ZOOM_OAUTH_URL } : {}),
    };
  }
  if (env.GOOGLE_SERVICE_ACCOUNT_JSON) {
    const text = env.GOOGLE_SERVICE_ACCOUNT_JSON.trim();
    const key = JSON.parse(text.startsWith('{') ? text : readFileSync(text, 'utf8')) as {
      client_email: string;
      private_key: string;
      token_uri?: string;
    };
    settings.google = {
      clientEmail: key.client_email,
      privateKey: key.private_key,
      tokenUrl: env.GOOGLE_TOKEN_URL || key.token_uri || 'https://oauth2.googleapis.com/token',
      calendarId: env.GOOGLE_CALENDAR_ID || 'primary',
      ...(env.GOOGLE_IMPERSONATE ? { impersonate: env.GOOGLE_IMPERSONATE } : {}),
      ...(env.GOOGLE_API_URL ? { apiUrl: env.GOOGLE_API_URL } : {}),
    };
  }
  return settings;
}

export { ProviderError } from './http';
export type { MeetingProvider, ProviderMeeting } from './types';
