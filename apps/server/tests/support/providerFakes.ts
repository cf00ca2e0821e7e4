// Loopback fakes of the three online-meeting providers, speaking their real REST shapes:
// Microsoft identity platform + Graph events, Zoom OAuth (account credentials) + Meetings API,
// Google OAuth (JWT bearer assertion, verified) + Calendar events with Meet conference data.
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importSPKI, jwtVerify } from 'jose';

/** One request a fake received. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
  json: () => Record<string, unknown>;
}

/** What the next API (not token) request gets, besides the normal answer. */
export type FakeFailure =
  | { kind: 'status'; status: number; body: unknown }
  | { kind: 'hang' }
  | { kind: 'expireToken' };

interface Answer {
  status: number;
  body?: unknown;
}

/** A fake provider on 127.0.0.1: its base URL, the requests it saw, and failures to inject. */
export interface ProviderFake {
  url: string;
  requests: FakeRequest[];
  tokenRequests: () => FakeRequest[];
  apiRequests: () => FakeRequest[];
  /** Forgets the requests seen so far (issued tokens stay valid). */
  reset: () => void;
  /** The next API requests fail like this, in order (one entry per request). */
  failNext: (...failures: FakeFailure[]) => void;
  close: () => Promise<void>;
}

async function startFake(
  isToken: (request: FakeRequest) => boolean,
  token: (request: FakeRequest) => Promise<Answer>,
  api: (request: FakeRequest) => Answer,
): Promise<ProviderFake> {
  const requests: FakeRequest[] = [];
  const failures: FakeFailure[] = [];
  const issued = new Set<string>();
  const hanging = new Set<() => void>();
  const server: Server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', async () => {
      const url = new URL(incoming.url ?? '/', 'http://fake');
      const body = Buffer.concat(chunks).toString('utf8');
      const request: FakeRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body,
        json: () => JSON.parse(body) as Record<string, unknown>,
      };
      requests.push(request);
      const send = ({ status, body: answer }: Answer) => {
        if (answer === undefined) return void response.writeHead(status).end();
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer));
      };
      if (isToken(request)) {
        const answer = await token(request);
        const accessToken = (answer.body as { access_token?: string } | undefined)?.access_token;
        if (accessToken) issued.add(accessToken);
        return send(answer);
      }
      const bearer = incoming.headers.authorization?.replace(/^Bearer /, '') ?? '';
      const failure = failures.shift();
      if (failure?.kind === 'expireToken') issued.delete(bearer);
      if (!issued.has(bearer)) {
        return send({
          status: 401,
          body: {
            error: {
              code: 'InvalidAuthenticationToken',
              message: 'Access token has expired or is not yet valid.',
            },
          },
        });
      }
      if (failure?.kind === 'hang') {
        hanging.add(() => response.destroy());
        return;
      }
      if (failure?.kind === 'status') return send(failure);
      send(api(request));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    tokenRequests: () => requests.filter(isToken),
    apiRequests: () => requests.filter((r) => !isToken(r)),
    reset: () => void requests.splice(0),
    failNext: (...next) => void failures.push(...next),
    close: async () => {
      for (const end of hanging) end();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const form = (request: FakeRequest) => new URLSearchParams(request.body);

/** Microsoft: `POST /{tenant}/oauth2/v2.0/token` and `…/v1.0/users/{mailbox}/events`. */
export function startGraphFake(credentials: {
  tenantId: string;
  clientId: string;
  clientSecret: string;
}) {
  const events = new Map<string, Record<string, unknown>>();
  return startFake(
    (r) => r.path.endsWith('/oauth2/v2.0/token'),
    async (r) => {
      const f = form(r);
      const ok =
        r.path === `/${credentials.tenantId}/oauth2/v2.0/token` &&
        f.get('grant_type') === 'client_credentials' &&
        f.get('client_id') === credentials.clientId &&
        f.get('client_secret') === credentials.clientSecret &&
        f.get('scope') === 'https://graph.microsoft.com/.default';
      return ok
        ? {
            status: 200,
            body: {
              token_type: 'Bearer',
              expires_in: 3599,
              ext_expires_in: 3599,
              access_token: `graph-${randomUUID()}`,
            },
          }
        : {
            status: 401,
            body: {
              error: 'invalid_client',
              error_description: 'AADSTS7000215: Invalid client secret provided.',
            },
          };
    },
    (r) => {
      const match = /^\/v1\.0\/users\/([^/]+)\/events(?:\/([^/]+))?$/.exec(r.path);
      if (!match)
        return {
          status: 400,
          body: { error: { code: 'BadRequest', message: 'Unsupported request' } },
        };
      const id = match[2] ? decodeURIComponent(match[2]) : undefined;
      if (r.method === 'POST' && !id) {
        const event = { ...r.json(), id: `AAMkAG${randomUUID().replaceAll('-', '')}` };
        const joinUrl = `https://teams.microsoft.com/l/meetup-join/19%3ameeting_${event.id.slice(6, 20)}%40thread.v2/0`;
        const stored = { ...event, onlineMeeting: { joinUrl } };
        events.set(event.id, stored);
        return { status: 201, body: stored };
      }
      const event = id ? events.get(id) : undefined;
      if (!event)
        return {
          status: 404,
          body: {
            error: {
              code: 'ErrorItemNotFound',
              message: 'The specified object was not found in the store.',
            },
          },
        };
      if (r.method === 'PATCH') {
        Object.assign(event, r.json());
        return { status: 200, body: event };
      }
      if (r.method === 'DELETE' && id) {
        events.delete(id);
        return { status: 204 };
      }
      return {
        status: 405,
        body: { error: { code: 'MethodNotAllowed', message: 'Method not allowed' } },
      };
    },
  );
}

/** Zoom: `POST /oauth/token?grant_type=account_credentials` and `/v2/users/me/meetings`, `/v2/meetings/{id}`. */
export function startZoomFake(credentials: {
  accountId: string;
  clientId: string;
  clientSecret: string;
}) {
  const meetings = new Map<string, Record<string, unknown>>();
  let next = 85_746_065_000;
  return startFake(
    (r) => r.path === '/oauth/token',
    async (r) => {
      const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString(
        'base64',
      );
      const ok =
        r.method === 'POST' &&
        r.headers.authorization === `Basic ${basic}` &&
        r.query.get('grant_type') === 'account_credentials' &&
        r.query.get('account_id') === credentials.accountId;
      return ok
        ? {
            status: 200,
            body: {
              access_token: `zoom-${randomUUID()}`,
              token_type: 'bearer',
              expires_in: 3599,
              scope: 'meeting:write:admin',
            },
          }
        : {
            status: 400,
            body: { reason: 'Invalid client_id or client_secret', error: 'invalid_client' },
          };
    },
    (r) => {
      if (r.method === 'POST' && r.path === '/v2/users/me/meetings') {
        const id = next++;
        const meeting = {
          ...r.json(),
          id,
          uuid: randomUUID(),
          join_url: `https://us05web.zoom.us/j/${id}?pwd=Zk9`,
          start_url: `https://us05web.zoom.us/s/${id}?zak=secret`,
        };
        meetings.set(String(id), meeting);
        return { status: 201, body: meeting };
      }
      const match = /^\/v2\/meetings\/(\d+)$/.exec(r.path);
      const meeting = match ? meetings.get(match[1] ?? '') : undefined;
      if (!match || !meeting)
        return {
          status: 404,
          body: { code: 3001, message: `Meeting does not exist: ${match?.[1] ?? ''}.` },
        };
      if (r.method === 'PATCH') {
        Object.assign(meeting, r.json());
        return { status: 204 };
      }
      if (r.method === 'DELETE') {
        meetings.delete(match[1] ?? '');
        return { status: 204 };
      }
      return { status: 400, body: { code: 300, message: 'Unsupported request' } };
    },
  );
}

/** A service account's key pair: the private half for the server, the public one for the fake. */
export function googleServiceAccount() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return { clientEmail: 'hrportal@project.iam.gserviceaccount.com', privateKey, publicKey };
}

/** Google: `POST /token` (JWT bearer) and `/calendar/v3/calendars/{id}/events`. */
export function startGoogleFake(account: { clientEmail: string; publicKey: string }) {
  const events = new Map<string, Record<string, unknown>>();
  return startFake(
    (r) => r.path === '/token',
    async (r) => {
      const f = form(r);
      try {
        if (f.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer')
          throw new Error('grant');
        const key = await importSPKI(account.publicKey, 'RS256');
        const { payload } = await jwtVerify(f.get('assertion') ?? '', key, {
          issuer: account.clientEmail,
        });
        if (payload.scope !== 'https://www.googleapis.com/auth/calendar.events')
          throw new Error('scope');
        return {
          status: 200,
          body: { access_token: `ya29.${randomUUID()}`, expires_in: 3599, token_type: 'Bearer' },
        };
      } catch {
        return {
          status: 400,
          body: { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' },
        };
      }
    },
    (r) => {
      const match = /^\/calendar\/v3\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(r.path);
      if (!match)
        return {
          status: 404,
          body: { error: { code: 404, message: 'Not Found', status: 'NOT_FOUND' } },
        };
      const id = match[2];
      if (r.method === 'POST' && !id) {
        const body = r.json() as {
          conferenceData?: {
            createRequest?: { requestId?: string; conferenceSolutionKey?: { type?: string } };
          };
        };
        const event: Record<string, unknown> = {
          ...body,
          id: randomUUID().replaceAll('-', ''),
          status: 'confirmed',
        };
        if (
          r.query.get('conferenceDataVersion') === '1' &&
          body.conferenceData?.createRequest?.conferenceSolutionKey?.type === 'hangoutsMeet'
        ) {
          const code = 'abc-defg-hij';
          event.hangoutLink = `https://meet.google.com/${code}`;
          event.conferenceData = {
            createRequest: {
              ...body.conferenceData.createRequest,
              status: { statusCode: 'success' },
            },
            entryPoints: [
              {
                entryPointType: 'video',
                uri: `https://meet.google.com/${code}`,
                label: `meet.google.com/${code}`,
              },
            ],
            conferenceSolution: { key: { type: 'hangoutsMeet' }, name: 'Google Meet' },
            conferenceId: code,
          };
        }
        events.set(String(event.id), event);
        return { status: 200, body: event };
      }
      const event = id ? events.get(id) : undefined;
      if (!event || !id)
        return {
          status: 410,
          body: { error: { code: 410, message: 'Resource has been deleted', status: 'GONE' } },
        };
      if (r.method === 'PATCH') {
        Object.assign(event, r.json());
        return { status: 200, body: event };
      }
      if (r.method === 'DELETE') {
        events.delete(id);
        return { status: 204 };
      }
      return {
        status: 400,
        body: { error: { code: 400, message: 'Bad Request', status: 'INVALID_ARGUMENT' } },
      };
    },
  );
}

/** The three fakes started together, with the settings that point a server at them. */
export interface ProviderFakes {
  graph: ProviderFake;
  zoom: ProviderFake;
  google: ProviderFake;
  /**
   * `config.meetingProviders` of an in-process server (`timeoutMs` per call, so time-out tests
   * stay short).
   */
  settings: (timeoutMs?: number) => {
    graph: {
      tenantId: string;
      clientId: string;
      clientSecret: string;
      apiUrl: string;
      loginUrl: string;
      timeoutMs?: number;
    };
    zoom: {
      accountId: string;
      clientId: string;
      clientSecret: string;
      apiUrl: string;
      oauthUrl: string;
      timeoutMs?: number;
    };
    google: {
      clientEmail: string;
      privateKey: string;
      tokenUrl: string;
      calendarId: string;
      apiUrl: string;
      timeoutMs?: number;
    };
  };
  /** The same as the environment of a server process (`MS_GRAPH_*`, `ZOOM_*`, `GOOGLE_*`). */
  env: Record<string, string>;
  /** Forgets every fake's requests. */
  reset: () => void;
  close: () => Promise<void>;
}

/**
 * Starts the Graph, Zoom and Google fakes on loopback ports — for the server tests (in-process
 * settings) and the e2e scenarios (a built server process given `env`), so real adapter code
 * creates the meetings and their join links.
 *
 * @example
 * const fakes = await startProviderFakes();
 * const server = await startPortalServer('meetings', fakes.env);
 */
export async function startProviderFakes(): Promise<ProviderFakes> {
  const graphCredentials = {
    tenantId: 'contoso-tenant',
    clientId: 'graph-app',
    clientSecret: 'graph-secret',
  };
  const zoomCredentials = {
    accountId: 'zoom-account',
    clientId: 'zoom-app',
    clientSecret: 'zoom-secret',
  };
  const account = googleServiceAccount();
  const [graph, zoom, google] = await Promise.all([
    startGraphFake(graphCredentials),
    startZoomFake(zoomCredentials),
    startGoogleFake(account),
  ]);
  const timed = (timeoutMs?: number) => (timeoutMs === undefined ? {} : { timeoutMs });
  return {
    graph,
    zoom,
    google,
    settings: (timeoutMs) => ({
      graph: {
        ...graphCredentials,
        apiUrl: `${graph.url}/v1.0`,
        loginUrl: graph.url,
        ...timed(timeoutMs),
      },
      zoom: {
        ...zoomCredentials,
        apiUrl: `${zoom.url}/v2`,
        oauthUrl: `${zoom.url}/oauth/token`,
        ...timed(timeoutMs),
      },
      google: {
        clientEmail: account.clientEmail,
        privateKey: account.privateKey,
        tokenUrl: `${google.url}/token`,
        calendarId: 'primary',
        apiUrl: `${google.url}/calendar/v3`,
        ...timed(timeoutMs),
      },
    }),
    env: {
      MS_GRAPH_TENANT_ID: graphCredentials.tenantId,
      MS_GRAPH_CLIENT_ID: graphCredentials.clientId,
      MS_GRAPH_CLIENT_SECRET: graphCredentials.clientSecret,
      MS_GRAPH_API_URL: `${graph.url}/v1.0`,
      MS_GRAPH_LOGIN_URL: graph.url,
      ZOOM_ACCOUNT_ID: zoomCredentials.accountId,
      ZOOM_CLIENT_ID: zoomCredentials.clientId,
      ZOOM_CLIENT_SECRET: zoomCredentials.clientSecret,
      ZOOM_API_URL: `${zoom.url}/v2`,
      ZOOM_OAUTH_URL: `${zoom.url}/oauth/token`,
      GOOGLE_SERVICE_ACCOUNT_JSON: JSON.stringify({
        client_email: account.clientEmail,
        private_key: account.privateKey,
        token_uri: `${google.url}/token`,
      }),
      GOOGLE_API_URL: `${google.url}/calendar/v3`,
    },
    reset: () => {
      for (const fake of [graph, zoom, google]) fake.reset();
    },
    close: async () => {
      await Promise.all([graph.close(), zoom.close(), google.close()]);
    },
  };
}
