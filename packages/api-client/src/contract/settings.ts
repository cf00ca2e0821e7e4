import * as z from 'zod';
import { dataResponse } from './primitives';

/**
 * Bounds of the organisation's session inactivity timeout, in minutes. The upper bound is ASVS
 * 4.0.3 V3.3.2 (level 2): re-authentication after at most 30 minutes of inactivity (and 12 hours
 * whatever the activity, the server's fixed absolute cap). The lower bound keeps a reader from
 * being signed out in the middle of filling a form.
 *
 * @example
 * ```ts
 * sessionIdleBounds.max; // 30
 * ```
 */
export const sessionIdleBounds = { min: 5, max: 30 } as const;

const idleMessage = `Session timeout must be a whole number of minutes from ${sessionIdleBounds.min} to ${sessionIdleBounds.max} (ASVS V3.3.2: at most 30 minutes of inactivity)`;

/**
 * The origin of `entry` (`scheme://host[:port]`, http or https, nothing after it but an optional
 * `/`), or `undefined` when it is not one. `*` and paths are not origins.
 *
 * @example
 * ```ts
 * originOf('https://intranet.example.com/'); // 'https://intranet.example.com'
 * originOf('https://intranet.example.com/app'); // undefined
 * ```
 */
export function originOf(entry: string): string | undefined {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return undefined;
  }
  if (!/^https?:$/.test(url.protocol) || url.origin !== entry.replace(/\/$/, '')) return undefined;
  return url.origin;
}

/** Most embedding origins an organisation may list. */
const maxEmbedOrigins = 20;

/**
 * Organisation settings (issue 16, leadership): the session inactivity timeout in minutes
 * (within {@link sessionIdleBounds}) and the origins allowed to embed our widgets and the portal
 * (CORS, CSP `connect-src` and `frame-ancestors`), on top of the server's `ALLOWED_ORIGINS`.
 *
 * @example
 * ```ts
 * OrgSettings.parse({ session_idle_minutes: 15, embed_origins: ['https://intranet.example.com'] });
 * ```
 */
export const OrgSettings = z.object({
  session_idle_minutes: z
    .number({ error: idleMessage })
    .int({ error: idleMessage })
    .min(sessionIdleBounds.min, { error: idleMessage })
    .max(sessionIdleBounds.max, { error: idleMessage }),
  embed_origins: z
    .array(
      z
        .string({ error: 'Each embedding origin must be text' })
        .trim()
        .max(200, { error: 'An embedding origin is at most 200 characters' })
        .transform((entry, ctx) => {
          const origin = originOf(entry);
          if (origin) return origin;
          ctx.addIssue({
            code: 'custom',
            message: `"${entry}" is not an origin (expected scheme://host[:port], e.g. https://intranet.example.com)`,
          });
          return z.NEVER;
        }),
      { error: 'Embedding origins must be a list of origins' },
    )
    .max(maxEmbedOrigins, { error: `At most ${maxEmbedOrigins} embedding origins` })
    .transform((origins) => [...new Set(origins)]),
});
/** Organisation settings as sent. @example `const s: OrgSettings = { session_idle_minutes: 30, embed_origins: [] };` */
export type OrgSettings = z.input<typeof OrgSettings>;

/**
 * The organisation settings in force: the stored ones (or the defaults), the origins the server's
 * configuration already allows (read-only here), and the timeout bounds.
 *
 * @example
 * ```ts
 * OrgSettingsResponse.parse({ status: 'success', settings: { session_idle_minutes: 30, embed_origins: [] }, config_origins: [], bounds: { min: 5, max: 30 } });
 * ```
 */
export const OrgSettingsResponse = dataResponse({
  message: z.string().optional(),
  settings: z.object({
    session_idle_minutes: z.number().int(),
    embed_origins: z.array(z.string()),
  }),
  config_origins: z.array(z.string()),
  bounds: z.object({ min: z.number().int(), max: z.number().int() }),
});
/** The organisation settings in force. @example `const r: OrgSettingsResponse = OrgSettingsResponse.parse(json);` */
export type OrgSettingsResponse = z.infer<typeof OrgSettingsResponse>;
