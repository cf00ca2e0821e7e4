// The page the meetings benchmark loads: `?mode=widget` renders the calendar on `n` meetings
// spread over June 2026 (`spread=month`) or one week of it (`spread=week`); `?mode=naive` renders
// the same meetings as plain absolutely placed divs with the same four view buttons (the floor):
// every meeting drawn, no layout of overlaps, no formatting beyond the title.

import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MeetingsCalendar } from '../../packages/meetings/src/ui/MeetingsCalendar';
import { busyMonth, busyWeek, storyNow } from '../../packages/meetings/src/ui/storyData';
import { ThemeRoot } from '../../packages/ui/src/index';

const params = new URLSearchParams(location.search);
const mode = params.get('mode') ?? 'widget';
const n = Number(params.get('n') ?? 2000);
const spread = params.get('spread') ?? 'month';
const events = spread === 'week' ? busyWeek(n) : busyMonth(n);
const bench = window as unknown as { renderMs?: number };
const start = performance.now();

type View = 'Month' | 'Week' | 'Day' | 'Agenda';
const hour = 44;

/** The floor: the same meetings as plain divs, placed by arithmetic, per view. */
function Naive() {
  const [view, setView] = useState<View>(spread === 'week' ? 'Week' : 'Month');
  const day = (e: (typeof events)[number]) => e.start.day;
  const shown =
    view === 'Day'
      ? events.filter((e) => day(e) === 10)
      : view === 'Week'
        ? events.filter((e) => day(e) >= 8 && day(e) <= 14)
        : events;
  return (
    <div>
      {(['Month', 'Week', 'Day', 'Agenda'] as const).map((v) => (
        <button key={v} type="button" onClick={() => setView(v)}>
          {v}
        </button>
      ))}
      <div data-bench-scroll="" style={{ position: 'relative', height: 640, overflow: 'auto' }}>
        <div
          style={{
            position: 'relative',
            height: view === 'Month' ? 6 * 110 : view === 'Agenda' ? shown.length * 28 : 24 * hour,
          }}
        >
          {shown.map((e, i) => {
            const minutes = e.start.hour * 60 + e.start.minute;
            const style: React.CSSProperties =
              view === 'Month'
                ? {
                    left: `${((day(e) + 0) % 7) * 14}%`,
                    top: Math.floor(day(e) / 7) * 110 + (i % 4) * 20,
                  }
                : view === 'Agenda'
                  ? { left: 0, top: i * 28 }
                  : {
                      left: `${(view === 'Day' ? 0 : day(e) - 8) * 14}%`,
                      top: (minutes / 60) * hour,
                    };
            return (
              <div
                key={e.key}
                style={{
                  position: 'absolute',
                  width: '13%',
                  height: 18,
                  background: '#4f52b2',
                  color: '#fff',
                  fontSize: 12,
                  overflow: 'hidden',
                  ...style,
                }}
              >
                {e.meeting.title}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

const root = createRoot(document.getElementById('root') as HTMLElement);
root.render(
  <ThemeRoot>
    {mode === 'naive' ? (
      <Naive />
    ) : (
      <MeetingsCalendar
        events={events}
        now={storyNow}
        timeZone="UTC"
        initialView={spread === 'week' ? 'week' : 'month'}
        initialDate="2026-06-10"
        organizerEmail="asha@hrportal.example"
        onSave={async () => {}}
        onDelete={async () => {}}
        onMove={async () => {}}
      />
    )}
  </ThemeRoot>,
);
requestAnimationFrame(() => {
  setTimeout(() => {
    bench.renderMs = performance.now() - start;
  });
});
