import type { Meeting } from '@hrportal/api-client';
import { ThemeRoot } from '@hrportal/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { documents } from '../../../../.storybook/documents';
import type { CalendarEvent, CalendarView } from '../model/calendar';
import { toCalendarEvent } from '../model/calendar';
import type { MeetingFormValues } from '../model/forms';
import { LinkPickers } from './LinkPickers';
import { type ConflictCheck, MeetingsCalendar } from './MeetingsCalendar';
import { MeetingsWidget } from './MeetingsWidget';
import {
  busyDay,
  busyMonth,
  busyWeek,
  meeting,
  sampleEvents,
  storyCandidates,
  storyJobs,
  storyNow,
} from './storyData';

interface HarnessProps {
  events: CalendarEvent[];
  view?: CalendarView;
  date?: string;
  zone?: string;
  theme?: 'light' | 'dark';
  errors?: string[];
  management?: boolean;
  /** Save fails with this reason. */
  saveFails?: string;
  conflicts?: ConflictCheck;
  onSaved?: (values: MeetingFormValues, existing?: Meeting) => void;
  /** Moves are saved (or refused with this reason); left out: no dragging. */
  moves?: {
    refuse?: string;
    onMoved?: (values: MeetingFormValues) => void;
    /** When the save answers (150 ms when not given). */
    answered?: () => Promise<void>;
  };
  /** The form offers the candidate and job pickers. */
  pickers?: boolean;
  /** Only these meetings (by title) may be changed by the viewer. */
  editable?: string[];
}

/** A saved form as the meeting the server would answer with (an update keeps its id). */
const savedMeeting = (values: MeetingFormValues, id?: string) =>
  toCalendarEvent(
    meeting(values.kind, {
      ...(id === undefined ? {} : { id }),
      title: values.title,
      date: values.date,
      start: values.startTime,
      end: values.endTime,
      ...(values.kind === 'teams' ? { endDate: values.endDate } : {}),
      zone: values.timeZone,
      attendees: values.attendees,
      joinUrl: values.joinUrl,
      candidate: values.candidate
        ? { id: values.candidate.id, name: values.candidate.label }
        : null,
      job: values.job ? { id: values.job.id, title: values.job.label } : null,
    }),
  );

const search = (list: typeof storyCandidates) => async (text: string) =>
  list.filter((o) => `${o.label} ${o.detail}`.toLowerCase().includes(text.toLowerCase()));

/** The calendar over an in-memory list that saves and deletes by the §4 rules. */
function Harness(props: HarnessProps) {
  const [events, setEvents] = useState(props.events);
  const [scope, setScope] = useState<'mine' | 'everyone'>('mine');
  return (
    <ThemeRoot theme={props.theme ?? 'light'}>
      <MeetingsCalendar
        events={events}
        now={storyNow}
        timeZone={props.zone ?? 'UTC'}
        initialView={props.view ?? 'month'}
        initialDate={props.date ?? '2026-06-10'}
        errors={props.errors ?? []}
        organizerEmail="asha@hrportal.example"
        canSeeEveryone={props.management ?? false}
        scope={scope}
        onScopeChange={setScope}
        people={[
          { name: 'Ravi Kumar', email: 'ravi@example.com' },
          { name: 'Meera Nair', email: 'meera@example.com' },
        ]}
        onSave={async (values, existing) => {
          if (props.saveFails) throw new Error(props.saveFails);
          props.onSaved?.(values, existing);
          const saved = savedMeeting(values, existing?.id);
          setEvents((list) => [
            saved,
            ...list.filter((e) => !existing || e.meeting.id !== existing.id),
          ]);
        }}
        onDelete={async (m) => {
          setEvents((list) => list.filter((e) => e.meeting.id !== m.id));
        }}
        {...(props.conflicts
          ? {
              // The slot the story books first (09:30) is taken; any other is free.
              onCheckConflicts: async (values: MeetingFormValues) =>
                values.startTime === '09:30'
                  ? (props.conflicts as ConflictCheck)
                  : { conflicts: [], freeSlots: [] },
            }
          : {})}
        onDownloadInvite={() => {}}
        {...(props.editable
          ? { canEdit: (m: Meeting) => (props.editable ?? []).includes(m.title) }
          : {})}
        {...(props.moves
          ? {
              onMove: async (m: Meeting, values: MeetingFormValues) => {
                // A server round trip, so the optimistic place shows first.
                await (props.moves?.answered?.() ??
                  new Promise((resolve) => setTimeout(resolve, 150)));
                if (props.moves?.refuse) throw new Error(props.moves.refuse);
                props.moves?.onMoved?.(values);
                const saved = savedMeeting(values, m.id);
                setEvents((list) => [saved, ...list.filter((e) => e.meeting.id !== m.id)]);
              },
            }
          : {})}
        {...(props.pickers
          ? {
              linkPickers: LinkPickers,
              searchCandidates: search(storyCandidates),
              searchJobs: search(storyJobs),
              jobHref: (id: number) => `/manager/jobs-overview/${id}`,
            }
          : {})}
      />
    </ThemeRoot>
  );
}

const meta = {
  title: 'Meetings/MeetingsCalendar',
  ...documents(MeetingsCalendar, Harness, { layout: 'padded' }),
  // Their props tables, as tabs beside the main one.
  subcomponents: { MeetingsWidget, LinkPickers },
  args: { events: sampleEvents() },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Month: every kind in its colour, the today marker, "+N more", a multi-day meeting on each day. */
export const Month: Story = {
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'June 2026' });
    const today = within(grid).getByRole('gridcell', {
      name: /Wednesday, 10 June 2026, today, 4 meetings/,
    });
    expect(today).toHaveAttribute('data-today', 'true');
    expect(within(today).getByText('+1 more')).toBeVisible();
    for (const day of ['15', '16', '17']) {
      expect(
        within(grid).getByRole('gridcell', { name: new RegExp(`${day} June 2026.*1 meeting`) }),
      ).toBeVisible();
    }
    // Keyboard: arrows move between days, Enter opens the day.
    today.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(grid).getByRole('gridcell', { name: /Thursday, 11 June/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(grid).getByRole('gridcell', { name: /Thursday, 18 June/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(canvas.getByRole('heading', { name: 'Thursday, 11 June 2026' })).toBeVisible();
    expect(
      canvas.getByRole('button', { name: /Office visit: Kiran 11:00–12:30, In person/ }),
    ).toBeVisible();
  },
};

/** Week: hours down, overlapping meetings side by side, the now line on today's column. */
export const Week: Story = {
  args: { view: 'week' },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('button', { name: /^Panel: Ravi Kumar 09:00–10:00, Teams/ });
    const tech = canvas.getByRole('button', { name: /^Tech round: Meera 09:30–10:30, Zoom$/ });
    // Side by side: same cluster, different columns.
    expect(panel.getBoundingClientRect().left).toBeLessThan(tech.getBoundingClientRect().left);
    expect(canvas.getByRole('group', { name: /Wednesday, 10 June 2026, today/ })).toBeVisible();
    // Keyboard: into the day's meetings, between them, Enter opens.
    canvas.getByRole('group', { name: /Wednesday, 10 June 2026/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(panel).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(tech).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('dialog', { name: /Tech round: Meera/ });
    expect(
      within(dialog).getByRole('link', { name: 'https://zoom.us/j/81234567890' }),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  },
};

/** Day: one column; a Google Meet with no link says so honestly. */
export const Day: Story = {
  args: { view: 'day' },
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', {
        name: /HR chat: Arjun 10:00–10:45, Google Meet, no online link yet/,
      }),
    );
    const dialog = await body().findByRole('dialog', { name: /HR chat: Arjun/ });
    expect(within(dialog).getByText('No online link yet')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** Agenda: the month as a list; arrows walk it. */
export const Agenda: Story = {
  args: { view: 'agenda' },
  play: async ({ canvas }) => {
    const first = canvas.getByRole('button', { name: /Debrief, Google Meet/ });
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(canvas.getByRole('button', { name: /Panel: Ravi Kumar/ })).toHaveFocus();
    expect(canvas.getByRole('heading', { name: /Wednesday, 10 June 2026 · Today/ })).toBeVisible();
  },
};

/** An empty day. */
export const EmptyDay: Story = {
  args: { view: 'day', date: '2026-06-14' },
  play: async ({ canvas }) => {
    expect(canvas.getByText('No meetings on this day.')).toBeVisible();
    expect(canvas.getByRole('group', { name: /Sunday, 14 June 2026, 0 meetings/ })).toBeVisible();
  },
};

/** 50 meetings in one day: six columns side by side, the rest behind "+N more"; month says +47. */
export const FiftyInOneDay: Story = {
  args: { view: 'day', events: busyDay('2026-06-10', 50) },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('group', { name: /10 June 2026, today, 50 meetings/ })).toBeVisible();
    const more = canvas.getByRole('button', { name: /more meetings on Wednesday, 10 June 2026/ });
    expect(more).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Month' }));
    expect(canvas.getByRole('button', { name: '+47 more' })).toBeVisible();
  },
};

/** 2,000 meetings in a month: each day holds three and "+N more"; the view stays responsive. */
export const TwoThousandInMonth: Story = {
  args: { events: busyMonth(2000) },
  tags: ['!visual'],
  play: async ({ canvas }) => {
    const started = performance.now();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    const elapsed = performance.now() - started;
    expect(canvas.getAllByRole('button', { name: /^\+\d+ more$/ }).length).toBe(30);
    // Two month renders of 2,000 meetings, with the clicks: far under a second here.
    expect(elapsed).toBeLessThan(3000);
  },
};

/** The viewer switches zone: the same meeting moves on screen, its own zone stays in the details. */
export const ZoneSwitch: Story = {
  args: { view: 'day', date: '2026-06-12' },
  play: async ({ canvas }) => {
    expect(
      canvas.getByRole('button', { name: /Client sync \(Kolkata\) 10:00–10:30, Zoom/ }),
    ).toBeVisible();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Time zone' }),
      'Asia/Kolkata',
    );
    const moved = canvas.getByRole('button', { name: /Client sync \(Kolkata\) 15:30–16:00, Zoom/ });
    await userEvent.click(moved);
    const dialog = await body().findByRole('dialog', { name: /Client sync/ });
    expect(within(dialog).getByText(/\(Asia\/Kolkata\)/)).toBeVisible();
    await userEvent
      .selectOptions(canvas.getByRole('combobox', { name: 'Time zone' }), 'UTC')
      .catch(() => {});
  },
};

/** Legend filters by kind; search finds by title or attendee. */
export const FilterAndSearch: Story = {
  args: { view: 'agenda', management: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom', pressed: true }));
    expect(canvas.queryByRole('button', { name: /Tech round: Meera/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom', pressed: false }));
    await userEvent.type(canvas.getByRole('searchbox'), 'priya@');
    expect(canvas.getAllByRole('button', { name: /Priya Shah|Office visit/ }).length).toBe(2);
    expect(canvas.queryByRole('button', { name: /Panel: Ravi/ })).toBeNull();
    expect(canvas.getByRole('button', { name: "Everyone's meetings" })).toBeVisible();
  },
};

const conflictCheck: ConflictCheck = {
  conflicts: [
    {
      meeting: meeting('teams', {
        title: 'Panel: Ravi Kumar',
        date: '2026-06-10',
        start: '09:00',
        end: '10:00',
      }),
      attendees: ['ravi@example.com'],
      organizer: 'Asha',
    },
  ],
  freeSlots: [
    { date: '2026-06-10', start_time: '10:00', end_time: '11:00' },
    { date: '2026-06-10', start_time: '11:00', end_time: '12:00' },
  ],
};

/** Scheduling over someone's meeting: the conflict and the first free slots; pick one and save. */
export const ConflictShown: Story = {
  args: { conflicts: conflictCheck, onSaved: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New meeting' }));
    const dialog = await body().findByRole('dialog', { name: 'New meeting' });
    const form = within(dialog);
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Kind' }), 'zoom');
    await userEvent.type(form.getByRole('textbox', { name: 'Subject' }), 'Tech round: Ravi');
    await userEvent.clear(form.getByLabelText('Start time'));
    await userEvent.type(form.getByLabelText('Start time'), '09:30');
    await userEvent.clear(form.getByLabelText('End time'));
    await userEvent.type(form.getByLabelText('End time'), '10:30');
    await userEvent.type(form.getByRole('combobox', { name: 'Attendees' }), 'ravi@example.com');
    expect(form.getByText(/No online link yet/)).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Schedule' }));
    const box = await form.findByRole('alert', { name: 'Conflicts' });
    expect(
      within(box).getByText(/Panel: Ravi Kumar — 2026-06-10 09:00–10:00 \(UTC\): ravi@example.com/),
    ).toBeVisible();
    expect(form.getByRole('button', { name: 'Save anyway' })).toBeVisible();
    await userEvent.click(within(box).getByRole('button', { name: '2026-06-10 10:00–11:00' }));
    expect(form.getByLabelText('Start time')).toHaveValue('10:00');
    // A new slot is checked again on save; this one is free, so it saves at once.
    expect(form.queryByRole('alert', { name: 'Conflicts' })).toBeNull();
    await userEvent.click(form.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** The provider (server) fails: the §8 read message, and the kind's update message with the reason. */
export const ProviderError: Story = {
  args: {
    view: 'day',
    errors: ['Failed to fetch Zoom meetings'],
    saveFails: 'Service temporarily unavailable. Please try again later.',
  },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch Zoom meetings');
    await userEvent.click(canvas.getByRole('button', { name: /Tech round: Meera/ }));
    const details = await body().findByRole('dialog', { name: /Tech round: Meera/ });
    await userEvent.click(within(details).getByRole('button', { name: 'Edit' }));
    const dialog = await body().findByRole('dialog', { name: 'Edit Zoom meeting' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText(
        'Failed to edit Zoom meeting: Service temporarily unavailable. Please try again later.',
      ),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  },
};

/** Delete asks first, then the meeting is gone. */
export const DeleteConfirmed: Story = {
  args: { view: 'day' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Priya Shah/ }));
    const details = await body().findByRole('dialog', { name: /Call with Priya Shah/ });
    await userEvent.click(within(details).getByRole('button', { name: 'Delete' }));
    const confirm = await body().findByRole('dialog', { name: 'Delete this meeting?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete meeting' }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: /Priya Shah/ })).toBeNull());
  },
};

/** Dark theme, week view. */
export const DarkWeek: Story = {
  args: { view: 'week', theme: 'dark' },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('button', { name: /Panel: Ravi Kumar/ })).toBeVisible();
  },
};

/** A pointer drag on an element: press, move by `dy`/`dx` pixels in steps, and (unless `hold`) release. */
async function drag(element: HTMLElement, dy: number, dx = 0, hold = false) {
  const box = element.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + Math.min(10, box.height / 2);
  const fire = (type: string, cx: number, cy: number) =>
    element.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        cancelable: true,
        composed: true,
        pointerId: 1,
        pointerType: 'mouse',
        isPrimary: true,
        button: 0,
        buttons: type === 'pointerup' ? 0 : 1,
        clientX: cx,
        clientY: cy,
      }),
    );
  fire('pointerdown', x, y);
  for (let step = 1; step <= 4; step++) {
    fire('pointermove', x + (dx * step) / 4, y + (dy * step) / 4);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  if (hold) return;
  fire('pointerup', x + dx, y + dy);
  element.dispatchEvent(
    new MouseEvent('click', { bubbles: true, clientX: x + dx, clientY: y + dy }),
  );
}

/** Mid-drag: the meeting stays faint in its place while a ghost shows where it would go (snapped). */
export const Dragging: Story = {
  args: { view: 'week', moves: {} },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('button', { name: /^Panel: Ravi Kumar 09:00–10:00, Teams/ });
    expect(panel).toHaveAccessibleDescription(/Alt and the arrow keys move this meeting/);
    // 44 px an hour: 47 px is 64 minutes, snapped to 10:00 (whole quarter hours only).
    await drag(panel, 47, 0, true);
    await waitFor(() => expect(panel).toHaveAttribute('data-dragging', 'true'));
    expect(canvas.getByText('10:00–11:00')).toBeVisible();
  },
};

/**
 * Drag to move (a day later, an hour on), drag the bottom edge to resize, and Alt+arrows to move
 * with the keyboard: each is saved through the edit call at once, on 15-minute steps.
 */
export const DragToMoveAndResize: Story = {
  args: {
    view: 'week',
    moves: { onMoved: fn() },
    editable: ['Panel: Ravi Kumar', 'Tech round: Meera'],
  },
  play: async ({ canvas, args }) => {
    const onMoved = args.moves?.onMoved as ReturnType<typeof fn>;
    // Only meetings the viewer may change can be dragged.
    const debrief = canvas.queryByRole('button', { name: /^HR chat: Arjun/ });
    expect(debrief).not.toHaveAccessibleDescription(/Alt and the arrow keys/);

    const panel = canvas.getByRole('button', { name: /^Panel: Ravi Kumar 09:00–10:00, Teams/ });
    const column = (day: string) => canvas.getByRole('group', { name: new RegExp(day) });
    const dx =
      column('Thursday, 11 June').getBoundingClientRect().left -
      column('Wednesday, 10 June').getBoundingClientRect().left;
    await drag(panel, 44, dx);
    // Optimistic: at its new place before the save answers.
    expect(
      await canvas.findByRole('button', { name: /^Panel: Ravi Kumar 10:00–11:00, Teams/ }),
    ).toBeVisible();
    await waitFor(() => expect(onMoved).toHaveBeenCalledTimes(1));
    expect(onMoved.mock.calls[0]?.[0]).toMatchObject({
      kind: 'teams',
      date: '2026-06-11',
      startTime: '10:00',
      endDate: '2026-06-11',
      endTime: '11:00',
    });
    expect(
      within(column('Thursday, 11 June')).getByRole('button', { name: /^Panel: Ravi Kumar/ }),
    ).toBeVisible();

    // Resize: the bottom edge down half an hour.
    const tech = canvas.getByRole('button', { name: /^Tech round: Meera 09:30–10:30, Zoom/ });
    const handle = tech.querySelector<HTMLElement>('[data-handle]');
    if (!handle) throw new Error('no resize handle');
    await drag(handle, 22);
    await waitFor(() => expect(onMoved).toHaveBeenCalledTimes(2));
    expect(onMoved.mock.calls[1]?.[0]).toMatchObject({ startTime: '09:30', endTime: '11:00' });

    // Keyboard: Alt+Down twice is half an hour later, Enter saves.
    const moved = await canvas.findByRole('button', { name: /^Tech round: Meera 09:30–11:00/ });
    moved.focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{ArrowDown}{/Alt}');
    expect(
      canvas.getByText(/Tech round: Meera: Wednesday, 10 June 2026, 10:00–11:30/),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onMoved).toHaveBeenCalledTimes(3));
    expect(onMoved.mock.calls[2]?.[0]).toMatchObject({ startTime: '10:00', endTime: '11:30' });
    // Escape drops a keyboard move.
    const again = await canvas.findByRole('button', { name: /^Tech round: Meera 10:00–11:30/ });
    again.focus();
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}{Escape}');
    expect(onMoved).toHaveBeenCalledTimes(3);
  },
};

/**
 * Month: a meeting moves to another day by Alt+arrows (a day, a week; Enter saves, Escape cancels)
 * or by dragging its chip onto a day, at the same time of day in its own zone.
 */
/** Saves that answer when the play function says so, so "before the save answers" is no race. */
function heldSaves() {
  let answer = () => {};
  let held = Promise.resolve();
  return {
    /** From now on, saves wait for `answer()`. */
    hold: () => {
      held = new Promise<void>((resolve) => {
        answer = resolve;
      });
    },
    answer: () => answer(),
    answered: () => held,
  };
}
const monthSaves = heldSaves();

export const MonthMoveToAnotherDay: Story = {
  args: {
    view: 'month',
    moves: { onMoved: fn(), answered: monthSaves.answered },
    editable: ['Panel: Ravi Kumar'],
  },
  play: async ({ canvas, args }) => {
    const onMoved = args.moves?.onMoved as ReturnType<typeof fn>;
    const grid = canvas.getByRole('grid', { name: 'June 2026' });
    const cell = (day: string) => within(grid).getByRole('gridcell', { name: new RegExp(day) });
    const panel = () =>
      within(grid).getByRole('button', { name: /^09:00 Panel: Ravi Kumar, Teams/ });
    expect(panel()).toHaveAccessibleDescription(
      /Alt and the arrow keys move this meeting by a day/,
    );
    // Only meetings the viewer may change move.
    expect(
      within(cell('Wednesday, 10 June')).getByRole('button', { name: /Tech round: Meera/ }),
    ).not.toHaveAccessibleDescription(/Alt and the arrow keys/);

    // Keyboard: the focused day's meetings are in the tab order; Alt+Right twice is Friday.
    monthSaves.hold();
    cell('Wednesday, 10 June').focus();
    await userEvent.tab();
    expect(panel()).toHaveFocus();
    await userEvent.keyboard('{Alt>}{ArrowRight}{ArrowRight}{/Alt}');
    expect(
      canvas.getByText(
        'Panel: Ravi Kumar: Friday, 12 June 2026, 09:00–10:00. Enter saves, Escape cancels.',
      ),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    // Optimistic: in Friday's cell at once, still focused, before the save answers.
    expect(
      within(cell('Friday, 12 June')).getByRole('button', { name: /^09:00 Panel: Ravi Kumar/ }),
    ).toHaveFocus();
    expect(onMoved).not.toHaveBeenCalled();
    // The save answers with the meeting (the same id): it stays where it is, still focused.
    monthSaves.answer();
    await waitFor(() => expect(onMoved).toHaveBeenCalledTimes(1));
    expect(onMoved.mock.calls[0]?.[0]).toMatchObject({
      kind: 'teams',
      date: '2026-06-12',
      startTime: '09:00',
      endDate: '2026-06-12',
      endTime: '10:00',
    });
    expect(
      within(cell('Friday, 12 June')).getByRole('button', { name: /^09:00 Panel: Ravi Kumar/ }),
    ).toHaveFocus();
    // Escape drops a keyboard move (Alt+Up is a week earlier).
    panel().focus();
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}{Escape}');
    expect(onMoved).toHaveBeenCalledTimes(1);

    // Pointer: drag the chip a week down, onto Friday 19 June.
    const dy =
      cell('Friday, 19 June').getBoundingClientRect().top -
      cell('Friday, 12 June').getBoundingClientRect().top;
    await drag(panel(), dy);
    await waitFor(() => expect(onMoved).toHaveBeenCalledTimes(2));
    expect(onMoved.mock.calls[1]?.[0]).toMatchObject({ date: '2026-06-19', startTime: '09:00' });
    expect(
      within(cell('Friday, 19 June')).getByRole('button', { name: /^09:00 Panel: Ravi Kumar/ }),
    ).toBeVisible();
  },
};

/** A refused month move: the meeting goes back to its day with the server's reason. */
export const RefusedMonthMove: Story = {
  args: {
    view: 'month',
    moves: { refuse: 'Microsoft Teams did not accept the meeting: the organiser is out of office' },
  },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'June 2026' });
    const cell = (day: string) => within(grid).getByRole('gridcell', { name: new RegExp(day) });
    const today = cell('Wednesday, 10 June');
    const dx =
      cell('Thursday, 11 June').getBoundingClientRect().left - today.getBoundingClientRect().left;
    await drag(within(today).getByRole('button', { name: /^09:00 Panel: Ravi Kumar/ }), 0, dx);
    expect(
      await within(cell('Thursday, 11 June')).findByRole('button', {
        name: /^09:00 Panel: Ravi Kumar/,
      }),
    ).toBeVisible();
    const alert = await canvas.findByRole('alert');
    expect(alert).toHaveTextContent(
      '“Panel: Ravi Kumar” was not moved. Failed to update Teams meeting: Microsoft Teams did not accept the meeting: the organiser is out of office',
    );
    expect(
      await within(cell('Wednesday, 10 June')).findByRole('button', {
        name: /^09:00 Panel: Ravi Kumar/,
      }),
    ).toBeVisible();
  },
};

/** The server refuses a move: the meeting goes back and the server's reason is shown (§8 wording). */
export const RefusedMove: Story = {
  args: {
    view: 'day',
    moves: { refuse: 'Zoom did not accept the meeting: the start time is in the past' },
  },
  play: async ({ canvas }) => {
    const tech = canvas.getByRole('button', { name: /^Tech round: Meera 09:30–10:30, Zoom/ });
    await drag(tech, 88);
    expect(
      await canvas.findByRole('button', { name: /^Tech round: Meera 11:30–12:30, Zoom/ }),
    ).toBeVisible();
    const alert = await canvas.findByRole('alert');
    expect(alert).toHaveTextContent(
      '“Tech round: Meera” was not moved. Failed to edit Zoom meeting: Zoom did not accept the meeting: the start time is in the past',
    );
    expect(
      await canvas.findByRole('button', { name: /^Tech round: Meera 09:30–10:30, Zoom/ }),
    ).toBeVisible();
  },
};

/** The candidate and job pickers: search as you type, choose, and the meeting links to both. */
export const CandidateAndJobPickers: Story = {
  args: { view: 'week', pickers: true, onSaved: fn() },
  // Its picture is a moment of typing that depends on when the pickers' chunk arrives; the filled
  // pickers are pictured by LinkedCandidateAndJob.
  tags: ['!visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New meeting' }));
    const dialog = await body().findByRole('dialog', { name: 'New meeting' });
    const form = within(dialog);
    // Pasted, not typed key by key: the pickers are what this story exercises (no attendees).
    await userEvent.click(form.getByRole('textbox', { name: 'Subject' }));
    await userEvent.paste('Interview: Meera');
    // The pickers load with the first form (their own chunk); focus lists the latest records.
    const candidate = await form.findByRole('combobox', { name: 'Candidate' }, { timeout: 15_000 });
    await userEvent.click(candidate);
    await userEvent.click(await body().findByRole('option', { name: /Meera Nair/ }));
    expect(candidate).toHaveValue('Meera Nair');
    const job = form.getByRole('combobox', { name: 'Job' });
    await userEvent.click(job);
    await userEvent.click(await body().findByRole('option', { name: /Data Analyst/ }));
    await userEvent.click(form.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    expect((args.onSaved as ReturnType<typeof fn>).mock.calls[0]?.[0]).toMatchObject({
      candidate: { id: 8, label: 'Meera Nair' },
      job: { id: 13, label: 'Data Analyst' },
    });
  },
};

/** A meeting about a candidate and a job: the details link to the candidate's record and the job. */
export const LinkedCandidateAndJob: Story = {
  args: {
    view: 'week',
    pickers: true,
    events: [
      toCalendarEvent(
        meeting('zoom', {
          title: 'Interview: Meera',
          date: '2026-06-10',
          start: '12:00',
          end: '13:00',
          candidate: { id: 8, name: 'Meera Nair' },
          job: { id: 13, title: 'Data Analyst' },
        }),
      ),
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Interview: Meera/ }));
    const details = within(await body().findByRole('dialog', { name: /Interview: Meera/ }));
    expect(details.getByRole('link', { name: 'Meera Nair' })).toHaveAttribute(
      'href',
      '?candidate=8',
    );
    expect(details.getByRole('link', { name: 'Data Analyst' })).toHaveAttribute(
      'href',
      '/manager/jobs-overview/13',
    );
    // Edit starts with both chosen.
    await userEvent.click(details.getByRole('button', { name: 'Edit' }));
    const form = within(await body().findByRole('dialog', { name: /Edit Zoom meeting/ }));
    // The pickers load with the first form (their own chunk).
    expect(
      await form.findByRole('combobox', { name: 'Candidate' }, { timeout: 15_000 }),
    ).toHaveValue('Meera Nair');
    expect(form.getByRole('combobox', { name: 'Job' })).toHaveValue('Data Analyst');
  },
};

/** 2,000 meetings in one week: each day's columns hold six and "+N more"; week and day switch fast. */
export const TwoThousandInWeek: Story = {
  args: { view: 'week', events: busyWeek(2000), date: '2026-06-10' },
  tags: ['!visual'],
  play: async ({ canvas }) => {
    expect(
      canvas.getByRole('group', { name: /Wednesday, 10 June 2026, today, 286 meetings/ }),
    ).toBeVisible();
    expect(canvas.getAllByRole('button', { name: /more meetings on/ })).toHaveLength(7);
    await userEvent.click(canvas.getByRole('button', { name: 'Day' }));
    expect(canvas.getByRole('group', { name: /286 meetings/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Week' }));
    expect(canvas.getAllByRole('group', { name: /\d+ meetings$/ })).toHaveLength(7);
  },
};
