/**
 * The child process of the chat throughput bench (`spawnClients` in chatThroughput.ts): holds the
 * users' sockets and sends when told, so their socket.io work is not done on the server's thread.
 * Commands from the parent: `connect` (url, people), `run` (perUser, tag), `close`.
 */
import type { Socket } from 'socket.io-client';
import { connectUsers, sendAll } from './chatThroughput';
import { answerCommands } from './child';

let sockets: Socket[] = [];
let people: { id: number; token: string }[] = [];

answerCommands(
  {
    connect: async (command: { url: string; people: { id: number; token: string }[] }) => {
      people = command.people;
      sockets = await connectUsers(command.url, people);
      return { connected: sockets.length };
    },
    run: (command: { perUser: number; tag: string }) =>
      sendAll(sockets, people, command.perUser, command.tag),
  },
  () => {
    for (const socket of sockets) socket.close();
  },
);
