// Throwaway: screenshots of the candidate record's Interviews at 1280/390, light/dark.
import { chromium } from 'playwright-core';
import { createClient, createMemoryStorage } from '@hrportal/api-client';
const url = process.argv[2];
const client = createClient({ baseUrl: `${url}/api`, storage: createMemoryStorage(), retry: { limit: 0 } });
await client.auth.login({ role: 'manager', username: 'manager', password: 'Demo@1234' });
const list = await client.candidates.list({ page: 1, page_size: 1 } as never);
const first = (list as unknown as { items: { id: number; name: string }[] }).items[0];
if (!first) throw new Error(JSON.stringify(list).slice(0, 300));
const day = new Date(Date.now() + 2 * 86400e3).toISOString().slice(0, 10);
const past = new Date(Date.now() - 3 * 86400e3).toISOString().slice(0, 10);
await client.meetings.createCall({ name: first.name, date: past, time: '10:00', user_email: 'manager@hrportal.example', candidate_id: first.id } as never);
await client.meetings.createZoom({ subject: 'Technical round', start_date: day, start_time: '15:00', end_time: '16:00', attendees: 'panel@example.com', recruiter_email: 'manager@hrportal.example', time_zone: 'America/New_York', candidate_id: first.id } as never);
await client.meetings.createTeams({ subject: 'Client interview', start_date: day, start_time: '11:00', end_time: '12:00', attendees: 'client@example.com', recruiter_email: 'manager@hrportal.example', time_zone: 'UTC', join_url: 'https://teams.microsoft.com/l/meetup-join/abc', candidate_id: first.id } as never);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const scheme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    const page = await (await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme, timezoneId: 'Asia/Kolkata' })).newPage();
    await page.goto(`${url}/login`);
    await page.getByRole('radio', { name: 'Manager' }).check({ force: true });
    await page.getByLabel('Username or email').fill('manager');
    await page.getByLabel('Password').fill('Demo@1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/manager/dashboard');
    await page.goto(`${url}/manager/candidate?candidate=${first.id}`);
    const region = page.getByRole('region', { name: 'Interviews' });
    await region.waitFor();
    await page.waitForTimeout(600);
    await region.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/h19-20-shots/record-${width}-${scheme}.png` });
    await page.close();
  }
}
await browser.close();
console.log('done', first.id, first.name);
