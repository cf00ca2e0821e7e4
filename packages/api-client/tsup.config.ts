import { defineConfig } from 'tsup';
import { packageBuild } from '../../scripts/tsup-preset';

// Two entries: the SDK root and the wire contract the server imports on its own.
export default defineConfig(
  packageBuild(
    { entry: ['src/index.ts', 'src/contract/index.ts'], platform: 'neutral' },
    { react: false },
  ),
);
