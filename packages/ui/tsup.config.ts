import { defineConfig } from 'tsup';
import { packageBuild } from '../../scripts/tsup-preset';

export default defineConfig(
  packageBuild(
    { entry: ['src/index.ts', 'src/theme/locales.ts', 'src/theme/vars.ts'] },
    { modules: true },
  ),
);
