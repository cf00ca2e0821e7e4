// The sections of the `pnpm test:reliability` table (issue 16), in order: [title, test file]. One
// list for two readers: scripts/reliability.mjs runs these files (vitest project `reliability`)
// and vitest.config.ts keeps them out of the `unit` project, so `pnpm test` runs each file once.
const tests = 'apps/server/tests';

/** @type {readonly (readonly [title: string, file: string])[]} */
export const reliabilitySections = [
  ['authorization matrix', `${tests}/authzMatrix.test.ts`],
  ['fuzzing', `${tests}/fuzz.test.ts`],
  ['cases (issue 16)', `${tests}/hardening.test.ts`],
  ['audit trail', `${tests}/audit.test.ts`],
  // 100 connections × 30 s of paged reads while login and health are probed (a 3 s smoke inside
  // `pnpm test`), PGlite and PostgreSQL: bench/server/loadPhase.ts.
  ['load phase', `${tests}/loadPhase.test.ts`],
  ['kill -9 during writes', `${tests}/killDuringWrites.test.ts`],
  ['restart', `${tests}/restart.test.ts`],
  ['chat no-loss', `${tests}/noLoss.test.ts`],
];

/** The files above: the `reliability` project's include, the `unit` project's exclude. */
export const reliabilityFiles = reliabilitySections.map(([, file]) => file);
