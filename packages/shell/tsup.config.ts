import { defineConfig } from 'tsup';
import { packageBuild } from '../../scripts/tsup-preset';

// Two public entries: the whole shell, and `./core` — the pure route table, guard, sidebars and
// rules with no React and no styles, for servers, tests and build scripts.
const publicEntries = ['src/index.ts', 'src/core/index.ts'];

export default defineConfig(packageBuild({ entry: publicEntries, dts: { entry: publicEntries } }));
