/**
 * The child process of the chat throughput bench (`spawnClients` in chatThroughput.ts): holds the
 * users' sockets and sends when told, so their socket.io work is not done on the server's thread.
 * Messages from the parent: `connect` (url, people), `run` (perUser, tag), `close`.
 */
import type { Socket } from 'socket.io-client';
import { connectUsers, sendAll } from './chatThroughput';

type Command =
  | { type: 'connect'; url: string; people: { id: number; token: string }[] }
  | { type: 'run'; perUser: number; tag: string }
  | { type: 'close' };

let sockets: Socket[] = [];
let people: { id: number; token: string }[] = [];
const answer = (message: object) => process.send?.(message);

process.on('message', (command: Command) => {
  void (async () => {
    try {
      if (command.type === 'connect') {
        people = command.people;
        sockets = await connectUsers(command.url, people);
        answer({ connected: sockets.length });
      } else if (command.type === 'run') {
        answer(await sendAll(sockets, people, command.perUser, command.tag));
      } else {
        for (const socket of sockets) socket.close();
        process.exit(0);
      }
    } catch (error) {
      answer({ error: error instanceof Error ? error.message : String(error) });
    }
  })();
});
