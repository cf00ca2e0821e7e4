/**
 * The child process of the chat round trip bench (`spawnRoundTripClients` in chatRoundTrip.ts):
 * holds every pair's sender and receiver sockets and runs the rounds message by message, so the
 * time a client waits is measured where a browser would wait: outside the server's process.
 * Commands from the parent: `connect` (specs), `round` (count, window, tag), `close`.
 */
import { type ChatPair, interleaved, openPair, type PairSpec } from './chatRoundTrip';
import { answerCommands } from './child';

let pairs: Record<string, ChatPair> = {};

answerCommands(
  {
    connect: async (command: { specs: Record<string, PairSpec> }) => {
      const opened = await Promise.all(
        Object.entries(command.specs).map(
          async ([name, spec]) => [name, await openPair(spec)] as const,
        ),
      );
      pairs = Object.fromEntries(opened.map(([name, { pair }]) => [name, pair]));
      return { ids: Object.fromEntries(opened.map(([name, { ids }]) => [name, ids])) };
    },
    round: (command: { count: number; window: number; tag: string }) => interleaved(pairs, command),
  },
  () => {
    for (const pair of Object.values(pairs)) pair.close();
  },
);
