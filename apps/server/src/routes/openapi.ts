import { endpoints } from '@hrportal/api-client/contract';
import * as z from 'zod';
import type { RoutePlugin } from './plugin';

type AnyEndpoint = (typeof endpoints)[keyof typeof endpoints] & {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
  roles?: readonly string[];
  peerReviewerOnly?: boolean;
  summary: string;
  area: string;
};

/** A JSON Schema of a zod schema (input side for requests, output side for answers). */
function schemaOf(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  try {
    const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
    }) as Record<string, unknown>;
    return rest;
  } catch {
    // A schema JSON Schema cannot express (a transform): documented as any JSON value.
    return {};
  }
}

/** `/edit_candidate/:id` → `/edit_candidate/{id}`. */
function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

/**
 * The OpenAPI 3.1 document of every endpoint of the contract registry — generated from the same
 * zod schemas the server validates with, so it cannot drift from what the routes accept.
 */
function buildOpenApi(basePath: string, version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [key, def] of Object.entries(endpoints) as [string, AnyEndpoint][]) {
    const path = openApiPath(def.path);
    const parameters: unknown[] = [];
    for (const name of def.path.match(/:([A-Za-z_][A-Za-z0-9_]*)/g) ?? []) {
      parameters.push({
        name: name.slice(1),
        in: 'path',
        required: true,
        schema: { type: 'string' },
      });
    }
    if (def.query) {
      const query = schemaOf(def.query, 'input') as {
        properties?: Record<string, unknown>;
        required?: string[];
      };
      for (const [name, schema] of Object.entries(query.properties ?? {})) {
        parameters.push({
          name,
          in: 'query',
          required: query.required?.includes(name) ?? false,
          schema,
        });
      }
    }
    const access =
      def.access === 'public'
        ? 'Public.'
        : `Bearer token${def.roles?.length ? `; roles: ${def.roles.join(', ')}` : ''}${def.peerReviewerOnly ? '; peer reviewers only' : ''}.`;
    const success =
      def.responseType === 'file'
        ? { description: 'The file, as an attachment', content: { 'application/octet-stream': {} } }
        : def.responseType === 'event-stream'
          ? {
              description: 'Server-sent events; each `data:` is this schema',
              content: {
                'text/event-stream': {
                  schema: def.response ? schemaOf(def.response, 'output') : {},
                },
              },
            }
          : {
              description: 'Success',
              content: {
                'application/json': {
                  schema: def.response ? schemaOf(def.response, 'output') : {},
                },
              },
            };
    const operation: Record<string, unknown> = {
      operationId: key,
      summary: def.summary,
      description: access,
      tags: [def.area],
      ...(parameters.length ? { parameters } : {}),
      ...(def.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: schemaOf(def.body, 'input') } },
            },
          }
        : {}),
      ...(def.access === 'public' ? { security: [] } : {}),
      responses: {
        200: success,
        400: { $ref: '#/components/responses/Error' },
        ...(def.access === 'public' ? {} : { 401: { $ref: '#/components/responses/Error' } }),
        ...(def.access === 'public' ? {} : { 403: { $ref: '#/components/responses/Error' } }),
      },
    };
    paths[path] = { ...(paths[path] ?? {}), [def.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'HR Portal API',
      version,
      description:
        'The HR Portal API of SPEC §7, generated from the wire contract (`@hrportal/api-client/contract`).',
    },
    servers: [{ url: basePath }],
    security: [{ bearer: [] }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      responses: {
        Error: {
          description: 'An error with a message fit to show',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['status', 'message'],
                properties: { status: { const: 'error' }, message: { type: 'string' } },
              },
            },
          },
        },
      },
    },
    paths,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `GET /openapi.json` and a self-contained docs page `GET /docs` (no CDN, no script). */
export const openApiRoutes: RoutePlugin = async (api, { services }) => {
  let document: ReturnType<typeof buildOpenApi> | undefined;
  const doc = () => {
    document ??= buildOpenApi(services.config.apiBasePath, '1.0.0');
    return document;
  };
  api.get('/openapi.json', async () => doc());
  api.get('/docs', async (_request, reply) => {
    const rows = Object.entries(doc().paths)
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => {
          const o = op as {
            summary: string;
            description: string;
            tags: string[];
            requestBody?: unknown;
          };
          const body = o.requestBody
            ? `<details><summary>Body schema</summary><pre>${escapeHtml(JSON.stringify((o.requestBody as { content: { 'application/json': { schema: unknown } } }).content['application/json'].schema, null, 2))}</pre></details>`
            : '';
          return `<tr><td>${escapeHtml(o.tags[0] ?? '')}</td><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(o.summary)}<br><small>${escapeHtml(o.description)}</small>${body}</td></tr>`;
        }),
      )
      .join('\n');
    reply.header('Content-Type', 'text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>HR Portal API</title><style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1a1a1a}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}pre{background:#f5f5f5;padding:.5rem;overflow:auto;max-height:20rem}</style></head><body><h1>HR Portal API</h1><p>Machine-readable: <a href="openapi.json">openapi.json</a> (OpenAPI 3.1). Every call except the public ones needs <code>Authorization: Bearer &lt;session_token&gt;</code>.</p><table><thead><tr><th>Area</th><th>Method</th><th>Path</th><th>What it does</th></tr></thead><tbody>${rows}</tbody></table></body></html>`;
  });
};
