import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Runtime (non-type) imports of a module, resolved to file names in this folder or package names. */
function runtimeImports(file: string): string[] {
  const source = readFileSync(path.join(here, file), 'utf8');
  const imports: string[] = [];
  for (const match of source.matchAll(/^import\s+(type\s+)?[^;]*?from\s+'([^']+)';/gms)) {
    if (match[1]) continue; // `import type … from` is erased
    const specifier = match[2] as string;
    imports.push(
      specifier.startsWith('.') ? path.join(path.dirname(file), `${specifier}.ts`) : specifier,
    );
  }
  return imports;
}

/** Everything a module pulls in at runtime, transitively. */
function closure(file: string, seen = new Set<string>()): Set<string> {
  for (const dependency of runtimeImports(file)) {
    if (seen.has(dependency)) continue;
    seen.add(dependency);
    if (dependency.endsWith('.ts')) closure(dependency, seen);
  }
  return seen;
}

// The browser SDK must be able to use these without the zod runtime (its bundle budget).
const zodFreeModules = [
  'constants.ts',
  'aiVocabulary.ts',
  'messages.ts',
  'vocabularies.ts',
  'conversationKeys.ts',
  'wire.ts',
  'paths.ts',
  'endpoints/define.ts',
  'liveEvents.ts',
];

describe('zod-free modules', () => {
  it.each(zodFreeModules)('%s does not load zod at runtime, even transitively', (file) => {
    const loaded = [...closure(file)];
    expect(loaded.filter((name) => !name.endsWith('.ts'))).toEqual([]);
  });

  it("the SDK's login client (a sign-in page's whole SDK) does not load zod either", () => {
    const loaded = [...closure('../loginClient.ts')];
    expect(loaded.filter((name) => !name.endsWith('.ts'))).toEqual([]);
  });

  it('sees a runtime zod import when there is one', () => {
    expect(closure('enums.ts').has('zod')).toBe(true);
    expect(closure('endpoints/auth.ts').has('zod')).toBe(true);
  });
});
