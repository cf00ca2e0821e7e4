import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Migration 0014 (issue 24) moves the stored files that were still in list-read rows (users'
 * pictures, jobs' JD files, careers resumes) into tables of their own, with their data: applied
 * here to a database at 0013 that holds such files.
 */
const folder = path.join(import.meta.dirname, '../drizzle');
const files = readdirSync(folder)
  .filter((f) => /^\d{4}_.*\.sql$/.test(f))
  .sort();

async function apply(db: PGlite, file: string): Promise<void> {
  const text = readFileSync(path.join(folder, file), 'utf8');
  await db.transaction(async (tx) => {
    for (const statement of text.split('--> statement-breakpoint')) {
      if (statement.trim()) await tx.exec(statement);
    }
  });
}

describe('migration 0014: files out of the hot rows, data moved', () => {
  const db = new PGlite({ extensions: { pg_trgm } });
  const auditCount = async () =>
    (await db.query<{ n: number }>('select count(*)::int as n from audit_log')).rows[0]?.n;
  let auditedBefore: number | undefined;
  beforeAll(async () => {
    for (const file of files.filter((f) => f < '0014')) await apply(db, file);
    await db.exec(`
      insert into users (id, username, name, user_type, password_hash, avatar, avatar_mime) values
        (1, 'pic', 'Has Picture', 'recruiter', 'x', '\\x89504e47', 'image/png'),
        (2, 'nopic', 'No Picture', 'recruiter', 'x', null, 'image/png');
      insert into jobs (id, client, role, jd_pdf, jd_pdf_extension) values
        (1, 'Acme', 'Engineer', '\\x255044462d', null),
        (2, 'Acme', 'Tester', null, 'pdf');
      insert into careers_registrations (id, name, email, resume, resume_mime) values
        (1, 'Asha', 'asha@example.com', '\\x255044462d31', 'application/pdf'),
        (2, 'Ravi', 'ravi@example.com', null, null);
    `);
    auditedBefore = await auditCount();
    for (const file of files.filter((f) => f >= '0014' && f < '0015')) await apply(db, file);
    // Fourteen migrations on a fresh PGlite: seconds alone, minutes on a loaded shared machine.
  }, 300_000);
  afterAll(() => db.close());

  it('copies the bytes, sets each presence flag exactly where a file is, drops the columns', async () => {
    const rows = async (query: string) => (await db.query(query)).rows;
    expect(await rows(`select user_id, encode(bytes, 'hex') as hex from user_avatars`)).toEqual([
      { user_id: 1, hex: '89504e47' },
    ]);
    expect(await rows(`select id, avatar_mime from users order by id`)).toEqual([
      { id: 1, avatar_mime: 'image/png' },
      { id: 2, avatar_mime: null },
    ]);
    expect(await rows(`select job_id, encode(bytes, 'hex') as hex from job_descriptions`)).toEqual([
      { job_id: 1, hex: '255044462d' },
    ]);
    expect(await rows(`select id, jd_pdf_extension from jobs order by id`)).toEqual([
      { id: 1, jd_pdf_extension: 'pdf' },
      { id: 2, jd_pdf_extension: null },
    ]);
    expect(
      await rows(`select registration_id, encode(bytes, 'hex') as hex from careers_resumes`),
    ).toEqual([{ registration_id: 1, hex: '255044462d31' }]);
    const columns = await rows(
      `select table_name, column_name from information_schema.columns
        where (table_name, column_name) in (('users', 'avatar'), ('jobs', 'jd_pdf'), ('careers_registrations', 'resume'))`,
    );
    expect(columns).toEqual([]);
    // The move itself is not an audited change; later changes to the new tables are.
    expect(await auditCount()).toBe(auditedBefore);
    await db.exec(`update user_avatars set bytes = '\\x00' where user_id = 1`);
    expect(await rows(`select table_name, action from audit_log order by id desc limit 1`)).toEqual(
      [{ table_name: 'user_avatars', action: 'update' }],
    );
    // Deleting the owner deletes the file.
    await db.exec(`delete from jobs where id = 1`);
    expect(await rows(`select count(*)::int as n from job_descriptions`)).toEqual([{ n: 0 }]);
  });
});
