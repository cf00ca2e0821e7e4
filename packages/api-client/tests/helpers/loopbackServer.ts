import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the loopback server saw. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  at: number;
}

/** A real `node:http` server on 127.0.0.1, port 0, recording requests. */
export interface LoopbackServer {
  url: string;
  requests: SeenRequest[];
  server: Server;
  close(): Promise<void>;
}

export type Handler = (request: SeenRequest, res: ServerResponse, raw: IncomingMessage) => unknown;

export async function startLoopbackServer(handler: Handler): Promise<LoopbackServer> {
  const requests: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const seen: SeenRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: performance.now(),
      };
      requests.push(seen);
      Promise.resolve(handler(seen, res, req)).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers JSON with a status. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** A login answer as the contract describes it. */
export function loginAnswer(overrides: Record<string, unknown> = {}) {
  return {
    status: 'success',
    message: 'Login successful',
    email: 'asha@example.com',
    user_id: 7,
    name: 'Asha Rao',
    peer_status: true,
    session_token: 'tok-123',
    user_name: 'asha',
    ...overrides,
  };
}
