// `node scripts/ensure-chromium.mjs`, the first step of `pnpm test`, run as its own process with a
// PATH and environment made for each case: no real apt-get ever runs (a fake one on PATH records
// whether it was called).
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const script = path.join(import.meta.dirname, 'ensure-chromium.mjs');

/**
 * A PATH of one folder: `sh` (the script asks `sh -c 'command -v …'`) and the given fakes, each of
 * which appends its arguments to `<name>.called` when run.
 */
function fakePath(
  fakes: Record<string, string>,
  shell = realpathSync('/bin/sh'),
): { dir: string; called: (name: string) => boolean } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ensure-chromium-'));
  symlinkSync(shell, path.join(dir, 'sh'));
  for (const [name, body] of Object.entries(fakes)) {
    const file = path.join(dir, name);
    writeFileSync(file, `#!${shell}\necho "$@" >> "${dir}/${name}.called"\n${body}\n`);
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

// Debian's own path missing: a mount namespace of the test's own (`unshare -m`, private mounts)
// lays an empty folder over /usr/bin, so /usr/bin/chromium is gone for the script alone; node and
// the shell are bind-mounted aside first. Needs root with CAP_SYS_ADMIN, as here and in `.ci/run`'s
// container; elsewhere the cases above still run.
const shell = realpathSync('/bin/sh');
const unshare = '/usr/bin/unshare';
const canHide = process.getuid?.() === 0 && spawnSync(unshare, ['-m', 'true']).status === 0;

function ensureWithoutUsrBin(fakes: Record<string, string>) {
  const keep = mkdtempSync(path.join(os.tmpdir(), 'ensure-chromium-keep-'));
  writeFileSync(path.join(keep, 'node'), '');
  writeFileSync(path.join(keep, 'sh'), '');
  const fake = fakePath(fakes, path.join(keep, 'sh'));
  const steps = [
    'set -e',
    `/usr/bin/mount --bind ${process.execPath} ${keep}/node`,
    `/usr/bin/mount --bind ${shell} ${keep}/sh`,
    '/usr/bin/mount -t tmpfs none /usr/bin',
    `exec ${keep}/node ${script}`,
  ];
  const { status, stdout, stderr } = spawnSync(unshare, ['-m', shell, '-c', steps.join('\n')], {
    env: { HOME: os.tmpdir(), PATH: fake.dir },
    encoding: 'utf8',
  });
  return { status, stdout, stderr, called: fake.called, calls: fake.dir };
}

describe.skipIf(!canHide)('ensure-chromium when /usr/bin/chromium is missing (as root)', () => {
  it('without apt-get: the one line and exit 1', () => {
    const run = ensureWithoutUsrBin({});
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      "test: no Chromium at /usr/bin/chromium: install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary, then run again.\n",
    );
  });

  it('apt-get failing: says it installs, then one line that it could not, exit 1', () => {
    const run = ensureWithoutUsrBin({ 'apt-get': 'exit 100' });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe(
      "test: /usr/bin/chromium is missing: installing Debian's chromium with apt-get\n",
    );
    expect(run.stderr).toBe(
      'test: apt-get could not install chromium; install it yourself, then run again.\n',
    );
    expect(run.called('apt-get')).toBe(true);
  });

  it('apt-get answering 0 without a browser to show for it: still that one line, exit 1', () => {
    const run = ensureWithoutUsrBin({ 'apt-get': 'exit 0' });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      'test: apt-get could not install chromium; install it yourself, then run again.\n',
    );
    // Both steps ran, in order, non-interactively quiet: update, then install of Debian's package.
    expect(readFileSync(path.join(run.calls, 'apt-get.called'), 'utf8')).toBe(
      'update -qq\ninstall -y -qq chromium\n',
    );
  });
});
