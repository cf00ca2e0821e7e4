/**
 * A bench child process: the clients of a realtime bench live in one, as browsers live elsewhere —
 * in the server's own process their socket.io work would run on the server's thread, between the
 * server's write and the client's read. The parent asks one command at a time and awaits its
 * answer; the child answers each command with its handler's result (or `{ error }`).
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** A command to a child: its `type` names the handler. */
export type Command = { type: string; [field: string]: unknown };

/** The parent's end: `ask` sends a command and resolves with the child's answer. */
export interface Child {
  ask<T>(command: Command): Promise<T>;
  /** Tells the child to close its sockets and exit. */
  close(): void;
}

/** Forks `file` (a module that calls {@link answerCommands}). */
export function forkChild(file: URL): Child {
  const child = fork(fileURLToPath(file), { stdio: 'inherit' });
  return {
    ask<T>(command: Command) {
      const answered = new Promise<T>((resolve, reject) => {
        const onExit = (code: number | null) => reject(new Error(`bench child exited ${code}`));
        child.once('exit', onExit);
        child.once('message', (message) => {
          child.off('exit', onExit);
          const answer = message as { error?: string };
          if (answer.error) reject(new Error(answer.error));
          else resolve(message as T);
        });
      });
      child.send(command);
      return answered;
    },
    close() {
      child.send({ type: 'close' });
    },
  };
}

/**
 * The child's end: runs `handlers[command.type]` for each command and sends back what it returns.
 * `close` runs `onClose` and exits.
 */
export function answerCommands(
  handlers: Record<string, (command: never) => Promise<object>>,
  onClose: () => void,
): void {
  process.on('message', (command: Command) => {
    void (async () => {
      if (command.type === 'close') {
        onClose();
        process.exit(0);
      }
      try {
        const handler = handlers[command.type];
        if (!handler) throw new Error(`unknown bench command ${command.type}`);
        process.send?.(await handler(command as never));
      } catch (error) {
        process.send?.({ error: error instanceof Error ? error.message : String(error) });
      }
    })();
  });
}
