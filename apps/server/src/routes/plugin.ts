import type { OnlineUser } from '@hrportal/api-client/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ServerServices } from '../services';

/** What the chat socket tells the HTTP routes about who is connected. */
export interface ChatPresence {
  onlineIds: () => Promise<Set<number>>;
  onlineList: () => Promise<OnlineUser[]>;
  lastSeen: (id: number) => Date | null;
}

/** The options every route plugin is registered with (see `routes/index.ts`). */
interface RouteContext {
  services: ServerServices;
  presence: ChatPresence;
  /** True once the server began shutting down (readiness answers 503). */
  closing: () => boolean;
}

/**
 * A route plugin: registers one area's endpoints on the API prefix (`registerEndpoint` per
 * contract endpoint). Add it to `routePlugins` in `routes/index.ts`.
 *
 * @example
 * export const exampleRoutes: RoutePlugin = async (api, { services }) => {
 *   registerEndpoint(api, services, endpoints.health, async () => ({ ... }));
 * };
 */
export type RoutePlugin = FastifyPluginAsync<RouteContext>;
