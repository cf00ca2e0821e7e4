import assert from 'node:assert/strict';

/** Runs one named check and prints it; the first failure ends the process with its reason. */
export async function check(name: string, run: () => unknown): Promise<void> {
  try {
    await run();
    console.log(`  ✓ ${name}`);
  } catch (error) {
    console.error(`  ✗ ${name}`);
    console.error(error);
    process.exit(1);
  }
}

/** The environment variable `name`, which the harness always sets. */
export function env(name: string): string {
  const value = process.env[name];
  assert.ok(value, `${name} is not set`);
  return value;
}
