import { defineConfig } from 'tsup';
import { packageBuild } from '../../scripts/tsup-preset';

// Public entries: the SDK root, the wire contract (the server imports it on its own), the
// chat client and the chat socket (apart, so socket.io-client stays out of the root bundle). Every
// other source module is an extra, unexported entry so the output keeps one chunk per module:
// a consumer importing only constants or messages does not pull in zod and every schema
// (tsup's single shared chunk would defeat tree-shaking). Declarations only for the public entries.
const publicEntries = [
  'src/index.ts',
  'src/contract/index.ts',
  'src/chat.ts',
  'src/chat-socket.ts',
];

export default defineConfig(
  packageBuild(
    {
      entry: [...publicEntries, 'src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.test-d.ts'],
      dts: { entry: publicEntries },
      platform: 'neutral',
    },
    { react: false },
  ),
);
