// `node scripts/ensure-chromium.mjs`, the first step of `pnpm test`, run as its own process with a
// PATH and environment made for each case: no real apt-get ever runs (a fake one on PATH records
// whether it was called).
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const script = path.join(import.meta.dirname, 'ensure-chromium.mjs');

/** A PATH of one folder: `sh` (the script asks `sh -c 'command -v …'`) and the given fakes. */
function fakePath(fakes: Record<string, string>): {
  dir: string;
  called: (name: string) => boolean;
} {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ensure-chromium-'));
  symlinkSync('/bin/sh', path.join(dir, 'sh'));
  for (const [name, body] of Object.entries(fakes)) {
    const file = path.join(dir, name);
    writeFileSync(file, `#!/bin/sh\ntouch "${dir}/${name}.called"\n${body}\n`);
    chmodSync(file, 0o755);
  }
  return { dir, called: (name) => existsSync(path.join(dir, `${name}.called`)) };
}

function ensure(env: Record<string, string>) {
  const { status, stdout, stderr } = spawnSync(process.execPath, [script], {
    env: { HOME: os.tmpdir(), ...env },
    encoding: 'utf8',
  });
  return { status, stdout, stderr };
}

describe('ensure-chromium', () => {
  it('stops with one line saying what to do when Chromium is missing and apt is unusable', () => {
    const missing = path.join(os.tmpdir(), 'no-such-dir', 'chromium');
    const { dir } = fakePath({});
    const run = ensure({ PATH: dir, CHROMIUM_PATH: missing });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      `test: no Chromium at ${missing}: install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary, then run again.\n`,
    );
  });

  it('never runs apt-get for a CHROMIUM_PATH that Debian’s package cannot provide', () => {
    const missing = path.join(os.tmpdir(), 'no-such-dir', 'chromium');
    const fakes = fakePath({ 'apt-get': 'exit 0', sudo: 'exit 0' });
    const run = ensure({ PATH: fakes.dir, CHROMIUM_PATH: missing });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain(`test: no Chromium at ${missing}:`);
    expect(fakes.called('apt-get')).toBe(false);
    expect(fakes.called('sudo')).toBe(false);
  });

  it('says nothing and goes on when the browser is there', () => {
    const fakes = fakePath({ 'apt-get': 'exit 1' });
    const browser = path.join(fakes.dir, 'chromium');
    writeFileSync(browser, '');
    const run = ensure({ PATH: fakes.dir, CHROMIUM_PATH: browser });
    expect(run).toEqual({ status: 0, stdout: '', stderr: '' });
    expect(fakes.called('apt-get')).toBe(false);
  });
});
