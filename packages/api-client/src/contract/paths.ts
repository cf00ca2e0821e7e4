import type { EndpointKey } from './endpoints';
import { wireRoutes } from './wire';

/*
 * Paths of the wire: placeholders, filling, matching. zod-free (the browser SDK fills its URLs
 * with `buildPath`).
 */

/**
 * The `:name` placeholders of a path, in order.
 *
 * @example
 * ```ts
 * pathParamNames('/chat/messages/:userId/:otherUserId'); // ['userId', 'otherUserId']
 * ```
 */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] as string);
}

/**
 * Fills a path's placeholders, URL-encoding each value; throws when one is missing or empty.
 *
 * @example
 * ```ts
 * buildPath('/edit_candidate/:id', { id: 42 }); // '/edit_candidate/42'
 * ```
 */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/**
 * Finds the endpoint that serves a method and a concrete path (without the API base), with its raw
 * path params; `undefined` when none does.
 *
 * @example
 * ```ts
 * matchEndpoint('POST', '/edit_candidate/42'); // { key: 'editCandidate', params: { id: '42' } }
 * ```
 */
export function matchEndpoint(
  method: string,
  path: string,
): { key: EndpointKey; params: Record<string, string> } | undefined {
  const upper = method.toUpperCase();
  const segments = path.split('/');
  for (const [key, [wireMethod, wirePath]] of Object.entries(wireRoutes)) {
    if (wireMethod !== upper) continue;
    const template = wirePath.split('/');
    if (template.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = template.every((part, index) => {
      const segment = segments[index] as string;
      if (part.startsWith(':')) {
        if (segment === '') return false;
        params[part.slice(1)] = decodeURIComponent(segment);
        return true;
      }
      return part === segment;
    });
    if (matches) return { key: key as EndpointKey, params };
  }
  return undefined;
}
