import { defineConfig } from 'tsup';
import { packageBuild } from '../../scripts/tsup-preset';

export default defineConfig(packageBuild({ entry: ['src/index.ts'] }));
