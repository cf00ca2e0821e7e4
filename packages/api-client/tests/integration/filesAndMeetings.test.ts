import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient, meetingsCacheTtlMs } from '../../src/index';
import { type LoopbackServer, sendJson, startLoopbackServer } from '../helpers/loopbackServer';

let server: LoopbackServer | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await server?.close();
  server = undefined;
});

const retry = { limit: 0, baseDelayMs: 1, timeoutMs: 2_000 };

describe('downloads', () => {
  it('return a Blob and the SPEC §9 file name', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 5, 7, 12, 0, 0));
    server = await startLoopbackServer((req, res) => {
      if (req.url === '/view_resume/12') {
        res.writeHead(200, { 'Content-Type': 'application/msword' });
        return res.end(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]));
      }
      if (req.url === '/view_jd/3') {
        res.writeHead(200, {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="server-name.pdf"',
        });
        return res.end('%PDF-1.7');
      }
      if (req.url === '/user_image/5') return sendJson(res, 404, { status: 'error' });
      res.writeHead(200, { 'Content-Type': 'application/zip' });
      res.end('PK\u0003\u0004');
    });
    const client = createClient({ baseUrl: server.url, retry });
    const resume = await client.files.resume(12, 'Ravi Kumar');
    expect(resume.fileName).toBe('Ravi Kumar_12.doc');
    expect(resume.blob).toBeInstanceOf(Blob);
    expect([...new Uint8Array(await resume.blob.arrayBuffer())]).toEqual([0xd0, 0xcf, 0x11, 0xe0]);
    expect((await client.files.jobDescription(3, 'Acme/India')).fileName).toBe('Acme_India_3.pdf');
    expect((await client.files.jobDescription(3)).fileName).toBe('server-name.pdf');
    const extra = await client.files.additionalFiles(12, 'Ravi Kumar');
    expect(extra.fileName).toBe('Ravi Kumar_12_additional_files.zip');
    expect(JSON.parse(server.requests.at(-1)?.body ?? '')).toEqual({ candidate_id: 12 });
    const bulk = await client.files.bulkResumes([1, 2, 3]);
    expect(bulk.fileName).toBe('resumes_2025-06-07.zip');
    expect(bulk.contentType).toBe('application/zip');
    expect(JSON.parse(server.requests.at(-1)?.body ?? '')).toEqual({ candidate_ids: [1, 2, 3] });
    await expect(client.users.image(5)).resolves.toBeNull();
  });
});

describe('meeting caches', () => {
  it('serve a non-empty list for 2 minutes; an empty list is refetched; a change clears', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let zoomMeetings: unknown[] = [];
    server = await startLoopbackServer((req, res) => {
      if (req.url.startsWith('/get_zoom_meetings')) {
        return sendJson(res, 200, { status: 'success', zoom_meetings: zoomMeetings });
      }
      sendJson(res, 200, { status: 'success', message: 'ok' });
    });
    const client = createClient({ baseUrl: server.url, retry });
    const zoomCalls = () => server?.requests.filter((r) => r.url.startsWith('/get_zoom_meetings'));
    expect(await client.meetings.zoom(3)).toEqual([]);
    expect(await client.meetings.zoom(3)).toEqual([]);
    expect(zoomCalls()).toHaveLength(2);
    expect(zoomCalls()?.[0]?.url).toBe('/get_zoom_meetings?user_id=3');
    zoomMeetings = [
      {
        meeting_id: 'z1',
        subject: 'Sync',
        start_date: '2025-03-01',
        start_time: '09:00',
        end_time: '09:30',
        attendees: 'a@x.com',
        cc_recipients: '',
        description: '',
        join_url: 'https://zoom.us/j/1',
      },
    ];
    const first = await client.meetings.zoom(3);
    expect(first[0]?.title).toBe('Sync');
    await client.meetings.zoom(3);
    expect(zoomCalls()).toHaveLength(3);
    vi.setSystemTime(Date.now() + meetingsCacheTtlMs + 1);
    await client.meetings.zoom(3);
    expect(zoomCalls()).toHaveLength(4);
    await client.meetings.deleteZoom('z1');
    await client.meetings.zoom(3);
    expect(zoomCalls()).toHaveLength(5);
    await client.meetings.zoom(3, { force: true });
    expect(zoomCalls()).toHaveLength(6);
  });
});
