// kill -9 during writes (issue 16's durability figure): a real server process takes concurrent
// candidate creations; after at least 60 have been acknowledged it is killed with SIGKILL mid-stream.
// The database is then opened again (PGlite recovers its directory; PostgreSQL never stopped) and
// every acknowledged candidate (and its audit row) must be there. Lost acknowledged writes: 0.
import { inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openDatabase, queryRows } from '../src/db/database';
import { candidates } from '../src/db/schema';
import { describeEachDriver, freshLocation, insertRecruiters, startServerProcess } from './helpers';
import { recordFigure } from './reliabilityReport';

const writers = 8;
const ackedBeforeKill = 60;

describeEachDriver('kill -9 during writes', (driver) => {
  it('loses no acknowledged write', async () => {
    const { location, remove: cleanup } = await freshLocation(driver);
    try {
      const setup = await openDatabase(location);
      await setup.migrate();
      await insertRecruiters(setup.db, 1, 'writer', 'Writer');
      await setup.close();

      const server = await startServerProcess(
        location.databaseUrl
          ? { DATABASE_URL: location.databaseUrl }
          : { DATA_DIR: location.dataDir },
      );
      const login = await fetch(`${server.api}/login/recruiter`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'writer1', password: 'Demo@1234', role: 'recruiter' }),
      });
      const token = ((await login.json()) as { session_token: string }).session_token;

      const acknowledged: number[] = [];
      let attempted = 0;
      let killed = false;
      const kill = () => {
        if (killed) return;
        killed = true;
        server.child.kill('SIGKILL');
      };
      const writer = async (w: number) => {
        for (let i = 0; !killed; i++) {
          attempted++;
          try {
            const response = await fetch(`${server.api}/add_candidate`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
              body: JSON.stringify({
                name: `Durable ${w}-${i}`,
                email: `durable.${w}.${i}@example.com`,
                mobile: `98450${String(w).padStart(2, '0')}${String(i).padStart(3, '0')}`,
              }),
            });
            if (response.status !== 200) {
              if (!killed) throw new Error(`write answered ${response.status}`);
              continue;
            }
            const body = (await response.json()) as { candidate: { id: number } };
            acknowledged.push(body.candidate.id);
            if (acknowledged.length >= ackedBeforeKill) kill();
          } catch (error) {
            if (!killed) throw error;
          }
        }
      };
      await Promise.all(Array.from({ length: writers }, (_, w) => writer(w)));
      await new Promise<void>((resolve) => {
        if (server.child.exitCode !== null || server.child.signalCode !== null) resolve();
        else server.child.once('exit', () => resolve());
      });
      expect(server.child.signalCode).toBe('SIGKILL');

      const reopened = await openDatabase(location);
      try {
        const found = await reopened.db
          .select({ id: candidates.id })
          .from(candidates)
          .where(inArray(candidates.id, acknowledged));
        const [audited] = await queryRows<{ n: number }>(
          reopened.db,
          sql`select count(distinct record_id)::int as n from audit_log where table_name = 'candidates' and action = 'insert'`,
        );
        const lost = acknowledged.length - found.length;
        recordFigure(
          `kill -9 during writes [${driver}]`,
          'acknowledged / attempted / lost / audit rows ≥ acknowledged',
          `${acknowledged.length} / ${attempted} / ${lost} / ${(audited?.n ?? 0) >= found.length ? 'yes' : 'no'}`,
        );
        expect(acknowledged.length).toBeGreaterThanOrEqual(ackedBeforeKill);
        expect(lost).toBe(0);
        expect(audited?.n ?? 0).toBeGreaterThanOrEqual(found.length);
      } finally {
        await reopened.close();
      }
    } finally {
      await cleanup();
    }
  }, 180_000);
});
