#!/usr/bin/env node
// `pnpm test:consumers`: the packages as an outside developer meets them (issue 22). Packs every
// package with `pnpm pack`, installs the tarballs with npm into throwaway projects in a temp
// directory outside the workspace (fixtures in `consumers/`), and then:
//
// - a strict TypeScript Node service (ESM, and CommonJS through Node's require(esm)) typechecks
//   and runs against the reference server (apps/server's build, free port, temp DATA_DIR) on the
//   machine's Node and on Node 22 and 24 (`npx -y node@22`; the reference server runs on 24 and 22
//   too);
// - a Vite React app with every widget typechecks, builds and runs in Chromium against the server
//   on another origin; the host page's cookies, storage and styles must be untouched, and under a
//   hostile `* { all: revert }` reset every button keeps an accessible name;
// - figures: each widget's gzip cost over React with the provider (Vite production builds with the
//   locale plugin of the quick start), and the SDK's cold import time in Node.
//
// Flags: `--keep` leaves the temp directory for a look; `--skip-node-versions` runs on the
// machine's Node only (offline).
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { assertChromium, chromiumLaunchOptions } from './chromium.mjs';
import { serveStatic } from './serve-static.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const keep = process.argv.includes('--keep');
const skipNodeVersions = process.argv.includes('--skip-node-versions');
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const log = (text) => console.log(`consumers [${elapsed()}] ${text}`);

/** Published packages, in dependency order. */
const packageDirs = readdirSync(path.join(root, 'packages')).filter((name) => {
  const file = path.join(root, 'packages', name, 'package.json');
  return existsSync(file) && !JSON.parse(readFileSync(file, 'utf8')).private;
});

/**
 * Runs a command; resolves with its stdout, rejects with everything it printed.
 * @param {string} command @param {string[]} args @param {{ cwd?: string, env?: NodeJS.ProcessEnv, quiet?: boolean }} [options]
 * @returns {Promise<string>}
 */
function run(command, args, { cwd = root, env = process.env, quiet = true } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (!quiet) process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(out);
      else
        reject(
          new Error(`${command} ${args.join(' ')} (in ${cwd}) exited with ${code}\n${out}\n${err}`),
        );
    });
  });
}

/** A free TCP port on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The binary of Node `major` from the registry (`npx -y node@major`), or undefined offline. */
async function nodeBinary(major) {
  if (skipNodeVersions) return undefined;
  try {
    const out = await run('npx', [
      '--prefer-offline',
      '-y',
      `node@${major}`,
      '-p',
      'process.execPath',
    ]);
    return out.trim().split('\n').pop();
  } catch (error) {
    console.warn(`consumers: Node ${major} not available (${String(error).split('\n')[0]})`);
    return undefined;
  }
}

/**
 * Starts the reference server (apps/server/dist) on `node` with a fresh data directory; `stop` is
 * registered at once, `ready` resolves when `/api/health` answers (a first start migrates and
 * seeds the demo organisation: ~10 s on an idle machine).
 */
async function startServer(node, dataDir, allowedOrigin, extraEnv = {}) {
  const port = await freePort();
  const child = spawn(node, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ALLOWED_ORIGINS: allowedOrigin,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  cleanups.push(() => child.kill('SIGTERM'));
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const api = `http://127.0.0.1:${port}/api`;
  const ready = (async () => {
    const deadline = Date.now() + 900_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`reference server exited:\n${stderr}`);
      const ok = await fetch(`${api}/health`)
        .then((response) => response.ok)
        .catch(() => false);
      if (ok) return (await run(node, ['--version'])).trim();
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`reference server did not answer in 900 s:\n${stderr}`);
  })();
  // Awaited later; a failure before then must not be an unhandled rejection.
  ready.catch(() => {});
  return { api, ready };
}

/** The workspace's version of a dev tool, so the consumers build with what we test with. */
const rootManifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const toolVersion = (name) => rootManifest.devDependencies[name];

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** @type {Array<() => void>} */
const cleanups = [];
let failed = false;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'hrp-consumers-'));
try {
  const missing = packageDirs.filter(
    (name) => !existsSync(path.join(root, 'packages', name, 'dist/index.js')),
  );
  if (missing.length || !existsSync(path.join(root, 'apps/server/dist/main.js'))) {
    log(`building (${missing.join(', ') || 'server'} not built)`);
    await run('pnpm', ['--filter', './packages/*', '--filter', '@hrportal/server', 'run', 'build']);
  }

  // 1. Pack every package as npm would publish it (workspace:* → the version, publishConfig).
  const tarballDir = path.join(tmp, 'tarballs');
  mkdirSync(tarballDir);
  await Promise.all(
    packageDirs.map((name) =>
      run('pnpm', ['pack', '--pack-destination', tarballDir], {
        cwd: path.join(root, 'packages', name),
      }),
    ),
  );
  /** @type {Record<string, string>} package name → `file:` spec of its tarball */
  const tarballs = {};
  for (const name of packageDirs) {
    const manifest = JSON.parse(
      readFileSync(path.join(root, 'packages', name, 'package.json'), 'utf8'),
    );
    const file = `${manifest.name.replace('@', '').replace('/', '-')}-${manifest.version}.tgz`;
    tarballs[manifest.name] = `file:${path.join(tarballDir, file)}`;
  }
  // publint on each tarball as published: warnings fail like errors, suggestions are printed.
  for (const [name, spec] of Object.entries(tarballs)) {
    const bytes = readFileSync(spec.slice('file:'.length));
    const tarball = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    const { messages, pkg } = await publint({ pack: { tarball }, strict: true });
    for (const message of messages) {
      console.log(`  publint ${name}: ${message.type}: ${formatMessage(message, pkg)}`);
      if (message.type !== 'suggestion') throw new Error(`publint: ${name} is not clean`);
    }
  }
  log(`packed ${Object.keys(tarballs).length} packages, publint clean`);

  // 2. The reference server, started now (its first start seeds demo data) on Node 24; every
  // run uses it. On Node 22 it is started too once that one is up, without demo data (seeding
  // twice at once is the slowest thing here): migrations, health and a public read.
  const [node22, node24] = await Promise.all([nodeBinary(22), nodeBinary(24)]);
  const staticPort = await freePort();
  const appOrigin = `http://127.0.0.1:${staticPort}`;
  const server = await startServer(node24 ?? process.execPath, path.join(tmp, 'data'), appOrigin);

  // 3. Throwaway projects outside the workspace; our packages resolve only to the tarballs.
  const project = async (fixture, dependencies, devDependencies) => {
    const dir = path.join(tmp, fixture);
    cpSync(path.join(root, 'consumers', fixture), dir, { recursive: true });
    await writeFile(
      path.join(dir, 'package.json'),
      JSON.stringify(
        {
          name: `consumer-${fixture}`,
          private: true,
          type: 'module',
          dependencies,
          devDependencies,
          overrides: tarballs,
        },
        null,
        2,
      ),
    );
    await run(
      'npm',
      ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'],
      {
        cwd: dir,
      },
    );
    return dir;
  };
  const [nodeDir, appDir] = await Promise.all([
    project(
      'node-service',
      { '@hrportal/api-client': tarballs['@hrportal/api-client'] },
      { typescript: toolVersion('typescript'), '@types/node': '^22.0.0' },
    ),
    project(
      'react-app',
      {
        ...Object.fromEntries(
          [
            '@hrportal/react',
            '@hrportal/ui',
            '@hrportal/chat',
            '@hrportal/candidate-table',
            '@hrportal/meetings',
            '@hrportal/ai-assistant',
            '@hrportal/shell',
          ].map((name) => [name, tarballs[name]]),
        ),
        react: toolVersion('react'),
        'react-dom': toolVersion('react-dom'),
      },
      Object.fromEntries(
        [
          'vite',
          '@vitejs/plugin-react',
          '@react-aria/optimize-locales-plugin',
          'typescript',
          '@types/react',
          '@types/react-dom',
        ].map((name) => [name, toolVersion(name)]),
      ),
    ),
  ]);
  log('installed the tarballs into a Node service and a Vite React app');

  const versions = [await server.ready];
  if (node22) {
    const server22 = await startServer(node22, path.join(tmp, 'data22'), appOrigin, {
      SEED_DEMO: '0',
    });
    versions.push(await server22.ready);
    const jobs = await fetch(`${server22.api}/careers/jobs`);
    if (!jobs.ok) throw new Error(`the server on Node 22 answered ${jobs.status} to /careers/jobs`);
  }
  log(`reference server up on Node ${versions.join(' and ')}`);

  // 4. The Node service: strict typecheck + build, then ESM and CommonJS runs per Node version.
  // The SDK README's quick start, as published in the tarball, is one of its files.
  const readme = readFileSync(
    path.join(nodeDir, 'node_modules/@hrportal/api-client/README.md'),
    'utf8',
  );
  const quickStart = /## Quick start[^\n]*\n[\s\S]*?```ts\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!quickStart) throw new Error('the SDK README has no quick start');
  await writeFile(
    path.join(nodeDir, 'src/quickstart.ts'),
    quickStart.replace("'http://127.0.0.1:8080/api'", "process.env['HRP_API'] ?? ''"),
  );
  await run(path.join(nodeDir, 'node_modules/.bin/tsc'), ['-p', '.'], { cwd: nodeDir });
  const nodeRuns = [
    { node: process.execPath, api: server.api, user: 'leadership' },
    node22 ? { node: node22, api: server.api, user: 'recruiter' } : undefined,
    node24 ? { node: node24, api: server.api, user: 'reviewer' } : undefined,
  ].filter((entry) => entry !== undefined);
  for (const { node, api, user } of nodeRuns) {
    const env = { ...process.env, HRP_API: api, HRP_USER: user };
    await run(node, ['dist/service.js'], { cwd: nodeDir, env, quiet: false });
    await run(node, ['dist/require.cjs'], { cwd: nodeDir, env, quiet: false });
  }
  await run(process.execPath, ['dist/quickstart.js'], {
    cwd: nodeDir,
    env: { ...process.env, HRP_API: server.api },
  });
  console.log('  ✓ the SDK README quick start runs as published');

  // Cold import of the SDK's Node entry in a fresh process (median of 5).
  const importTimes = [];
  for (const { node } of nodeRuns) {
    const samples = [];
    for (let i = 0; i < 5; i += 1) {
      const out = await run(
        node,
        [
          '--input-type=module',
          '-e',
          "const t = performance.now(); await import('@hrportal/api-client'); console.log(performance.now() - t);",
        ],
        { cwd: nodeDir },
      );
      samples.push(Number(out.trim()));
    }
    const version = (await run(node, ['--version'])).trim();
    importTimes.push(`${version} ${median(samples).toFixed(1)} ms`);
  }
  log('Node service: typechecked and ran');

  // 5. The React app: strict typecheck (with every README's quick start, as published), production
  // build, served on its own origin.
  mkdirSync(path.join(appDir, 'src/readme'));
  for (const name of Object.keys(tarballs).filter((n) => n !== '@hrportal/api-client')) {
    const text = readFileSync(path.join(appDir, 'node_modules', name, 'README.md'), 'utf8');
    const code = /## Quick start[^\n]*\n[\s\S]*?```tsx\n([\s\S]*?)```/.exec(text)?.[1];
    if (!code) throw new Error(`${name}: its README has no tsx quick start`);
    await writeFile(path.join(appDir, 'src/readme', `${name.split('/')[1]}.tsx`), code);
  }
  await run(path.join(appDir, 'node_modules/.bin/tsc'), ['-p', '.'], { cwd: appDir });
  await run(path.join(appDir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: appDir,
  });
  const site = await serveStatic(path.join(appDir, 'dist'), staticPort);
  cleanups.push(() => void site.close());
  log('React app: typechecked and built');

  assertChromium();
  const browser = await chromium.launch(chromiumLaunchOptions);
  cleanups.push(() => void browser.close());
  const { checkHostPages } = await import(path.join(root, 'consumers/browserChecks.mjs'));
  await checkHostPages(browser, { appOrigin, api: server.api, log });

  // 6. Figures: each widget's cost over React with the provider.
  const sizes = JSON.parse(await run(process.execPath, ['sizes.mjs'], { cwd: appDir }));
  const react = sizes.react.js;
  const provider = sizes.provider.js;
  console.log('\nWhat a host pays (gzip, Vite production build, en-US locales only):');
  console.log(`  React + ReactDOM alone                 ${kb(react).padStart(9)}`);
  console.log(
    `  + HrPortalProvider                     ${kb(provider - react).padStart(9)}  (CSS ${kb(sizes.provider.css)})`,
  );
  for (const [name, label] of [
    ['chat', 'ChatWidget'],
    ['table', 'CandidateTable'],
    ['meetings', 'MeetingsWidget'],
    ['assistant', 'AiAssistant'],
  ]) {
    const size = sizes[name];
    console.log(
      `  + provider + ${label.padEnd(25)} ${kb(size.js - react).padStart(9)}  (widget alone ${kb(size.js - provider)}, CSS ${kb(size.css)})`,
    );
  }
  console.log(`\nSDK cold import (@hrportal/api-client, median of 5): ${importTimes.join(', ')}`);
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
} finally {
  for (const cleanup of cleanups.reverse()) cleanup();
  if (keep) console.log(`consumers: kept ${tmp}`);
  else rmSync(tmp, { recursive: true, force: true });
}
log(failed ? 'FAILED' : 'passed');
process.exit(failed ? 1 : 0);
