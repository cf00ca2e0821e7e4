import {
  type CalendarDate,
  isSameDay,
  isSameMonth,
  parseDate,
  toCalendarDate,
  type ZonedDateTime,
} from '@internationalized/date';
import {
  type KeyboardEvent,
  memo,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  type CalendarEvent,
  kindStyles,
  layoutDay,
  monthGrid,
  type ViewedEvent,
  weekDays,
} from '../model/calendar';
import * as css from './calendar.css';
import { type MoveProps, minutesOf, snapMinutes, snapped, useMeetingMove } from './moving';
import { KindIcon } from './parts';

/**
 * A cached `Intl.DateTimeFormat`: building one costs far more than formatting with it, and a month
 * of 2,000 meetings formats hundreds of times per render.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** What every view gets. */
export interface ViewProps {
  byDay: Map<string, ViewedEvent[]>;
  anchor: CalendarDate;
  focused: CalendarDate;
  onFocus: (day: CalendarDate) => void;
  today: CalendarDate;
  now: ZonedDateTime;
  locale: string;
  zone: string;
  onOpenEvent: (event: CalendarEvent) => void;
  onOpenDay: (day: CalendarDate) => void;
}

/** `10:00–11:00` of an event as the viewer sees it. */
export function timeRange(viewed: ViewedEvent, locale: string, zone: string) {
  const format = dateFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  });
  if (viewed.event.allDay) return 'All day';
  return `${format.format(viewed.start.toDate())}–${format.format(viewed.end.toDate())}`;
}

/**
 * What a screen reader hears for an event button: its visible text first (so speech input can
 * name it), then kind, time and link state.
 */
function eventLabel(viewed: ViewedEvent, locale: string, zone: string, visible: string) {
  const { event } = viewed;
  const link =
    event.kind === 'teams' || event.kind === 'zoom' || event.kind === 'googlemeet'
      ? event.meeting.joinUrl
        ? ''
        : ', no online link yet'
      : '';
  const range = timeRange(viewed, locale, zone);
  return `${visible}, ${kindStyles[event.kind].label}${visible.includes(range) ? '' : `, ${range}`}${link}`;
}

/** Arrow-key moves of a day focus: ±1 day, ±1 week; Home/End to the week's ends. */
function dayMove(key: string, day: CalendarDate, weekStart: CalendarDate): CalendarDate | null {
  switch (key) {
    case 'ArrowLeft':
      return day.subtract({ days: 1 });
    case 'ArrowRight':
      return day.add({ days: 1 });
    case 'ArrowUp':
      return day.subtract({ weeks: 1 });
    case 'ArrowDown':
      return day.add({ weeks: 1 });
    case 'Home':
      return weekStart;
    case 'End':
      return weekStart.add({ days: 6 });
    case 'PageUp':
      return day.subtract({ months: 1 });
    case 'PageDown':
      return day.add({ months: 1 });
    default:
      return null;
  }
}

/** Focuses the element a view marks for a day after the focused day changes. */
function useFocusDay(container: React.RefObject<HTMLElement | null>, focused: CalendarDate) {
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    container.current?.querySelector<HTMLElement>(`[data-date="${focused.toString()}"]`)?.focus();
  }, [container, focused]);
  return () => {
    moved.current = true;
  };
}

const maxChips = 3;

/** A month chip's text: start time and title. */
const chipText = (viewed: ViewedEvent, locale: string, zone: string) =>
  viewed.event.allDay
    ? viewed.event.meeting.title
    : `${dateFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone }).format(viewed.start.toDate())} ${viewed.event.meeting.title}`;

/** An agenda row's text: time range, title, organiser. */
const agendaText = (viewed: ViewedEvent, locale: string, zone: string) =>
  `${timeRange(viewed, locale, zone)} ${viewed.event.meeting.title}${viewed.event.organizer ? ` · ${viewed.event.organizer}` : ''}`;

/** Month: a grid of 42 days, up to 3 meetings a day and "+N more" (2,000 a month stay cheap). */
export const MonthView = memo(function MonthView(props: ViewProps & MoveProps) {
  const { anchor, focused, onFocus, today, locale, zone, byDay } = props;
  const days = useMemo(() => monthGrid(anchor, locale), [anchor, locale]);
  const grid = useRef<HTMLDivElement>(null);
  const willMove = useFocusDay(grid, focused);
  const weekdayFormat = dateFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const dayFormat = dateFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  // ── Moving a meeting to another day: pointer drag onto a cell, or Alt+arrows (a day, a week) ──
  const move = useMeetingMove(
    props,
    grid,
    {
      dayAt: (x, y) => {
        for (const cell of grid.current?.querySelectorAll<HTMLElement>(
          '[role="gridcell"][data-date]',
        ) ?? []) {
          const box = cell.getBoundingClientRect();
          if (x >= box.left && x < box.right && y >= box.top && y < box.bottom) {
            return parseDate(cell.dataset.date ?? '');
          }
        }
        return null;
      },
      minutesFor: () => 0,
      steps: { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [0, -7], ArrowDown: [0, 7] },
      resize: false,
    },
    // The focused day follows a keyboard move, so the moved chip stays in the tab order.
    (range) => {
      willMove();
      onFocus(toCalendarDate(range.start));
    },
  );
  const shownByKey = (key: string) => {
    for (const day of days) {
      const found = byDay
        .get(day.toString())
        ?.slice(0, maxChips)
        .find((v) => v.event.key === key);
      if (found) return found;
    }
    return undefined;
  };
  const { ghost, draft } = move;
  const ghostDay = ghost ? toCalendarDate(ghost.start) : null;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (move.onMoveKey(event, shownByKey)) return;
    const target = event.target as HTMLElement;
    if (target.getAttribute('role') !== 'gridcell') return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      props.onOpenDay(focused);
      return;
    }
    const index = days.findIndex((d) => isSameDay(d, focused));
    const weekStart = days[index - (index % 7)] ?? focused;
    const next = dayMove(event.key, focused, weekStart);
    if (!next) return;
    event.preventDefault();
    willMove();
    onFocus(next);
  };
  const rows = [0, 1, 2, 3, 4, 5].map((r) => days.slice(r * 7, r * 7 + 7));
  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: an ARIA grid of days (arrow keys move between cells), not a data table. */}
      <div
        ref={grid}
        role="grid"
        aria-label={dateFormat(locale, {
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        }).format(anchor.toDate('UTC'))}
        className={css.monthGrid}
        onKeyDown={onKeyDown}
      >
        {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: header row of the ARIA grid (rows are not focus stops) */}
        <div role="row" style={{ display: 'contents' }}>
          {days.slice(0, 7).map((day) => (
            // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: column header of the ARIA grid
            <div role="columnheader" key={day.toString()} className={css.weekdayHeader}>
              {weekdayFormat.format(day.toDate('UTC'))}
            </div>
          ))}
        </div>
        {rows.map((week) => (
          // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: row of the ARIA grid (cells are the focus stops)
          <div role="row" key={week[0]?.toString()} style={{ display: 'contents' }}>
            {week.map((day) => {
              const key = day.toString();
              const list = byDay.get(key) ?? [];
              const isToday = isSameDay(day, today);
              const isFocused = isSameDay(day, focused);
              const label = `${dayFormat.format(day.toDate('UTC'))}${isToday ? ', today' : ''}, ${list.length === 0 ? 'no meetings' : list.length === 1 ? '1 meeting' : `${list.length} meetings`}`;
              return (
                // biome-ignore lint/a11y/useSemanticElements lint/a11y/useKeyWithClickEvents: cell of the ARIA grid; the grid's onKeyDown handles its keys
                <div
                  role="gridcell"
                  key={key}
                  data-date={key}
                  data-today={isToday}
                  data-outside={!isSameMonth(day, anchor)}
                  aria-selected={isFocused}
                  tabIndex={isFocused ? 0 : -1}
                  className={css.dayCell}
                  onClick={(event) => {
                    if (event.target === event.currentTarget) onFocus(day);
                  }}
                  onDoubleClick={() => props.onOpenDay(day)}
                >
                  <span className={css.srOnly}>{label}</span>
                  <span className={css.dayNumber} aria-hidden="true">
                    {day.day}
                  </span>
                  {ghost && ghostDay && isSameDay(ghostDay, day) ? (
                    <div
                      className={`${css.chip} ${css.monthChip} ${css.monthGhost}`}
                      style={{ background: kindStyles[ghost.viewed.event.kind].color }}
                      aria-hidden="true"
                    >
                      <span className={`${css.chipText} ${css.hideOnSmall}`}>
                        {chipText({ event: ghost.viewed.event, ...ghost }, locale, zone)}
                      </span>
                    </div>
                  ) : null}
                  {list.slice(0, maxChips).map((viewed) => {
                    const isDragged = draft?.viewed.event.key === viewed.event.key;
                    return (
                      <button
                        key={viewed.event.key}
                        type="button"
                        data-key={viewed.event.key}
                        data-dragging={isDragged || undefined}
                        // The focused day's meetings are in the tab order (to open or move them).
                        tabIndex={isFocused ? 0 : -1}
                        className={`${css.chip} ${css.monthChip}${isDragged ? ` ${css.dragging}` : ''}`}
                        style={{ background: kindStyles[viewed.event.kind].color }}
                        aria-label={eventLabel(
                          viewed,
                          locale,
                          zone,
                          chipText(viewed, locale, zone),
                        )}
                        aria-describedby={move.movable(viewed) ? move.hintId : undefined}
                        {...move.pointerHandlers(viewed)}
                        onClick={() => {
                          // The click that ends a drag is not an "open".
                          if (!move.endsDrag()) props.onOpenEvent(viewed.event);
                        }}
                      >
                        <span className={`${css.chipText} ${css.hideOnSmall}`}>
                          {chipText(viewed, locale, zone)}
                        </span>
                      </button>
                    );
                  })}
                  {list.length > maxChips ? (
                    <button
                      type="button"
                      tabIndex={-1}
                      className={css.more}
                      onClick={() => props.onOpenDay(day)}
                    >
                      +{list.length - maxChips} more
                    </button>
                  ) : null}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <span id={move.hintId} className={css.srOnly}>
        {monthKeyboardHint}
      </span>
      <span className={css.srOnly} aria-live="assertive">
        {ghost && draft?.via === 'keyboard'
          ? `${ghost.viewed.event.meeting.title}: ${dayFormat.format(toCalendarDate(ghost.start).toDate('UTC'))}, ${timeRange({ event: ghost.viewed.event, ...ghost }, locale, zone)}. Enter saves, Escape cancels.`
          : ''}
      </span>
    </>
  );
});

const monthKeyboardHint =
  'Alt and the arrow keys move this meeting by a day or a week, at the same time of day; Enter saves, Escape cancels.';

const keyboardHint =
  'Alt and the arrow keys move this meeting by 15 minutes or a day; Alt, Shift and Up or Down change its end; Enter saves, Escape cancels.';

/** Week or day: hours down, days across; overlapping meetings side by side; all-day row on top. */
export const TimeGridView = memo(function TimeGridView(
  props: ViewProps & MoveProps & { mode: 'week' | 'day' },
) {
  const { anchor, focused, onFocus, today, now, locale, zone, byDay, mode } = props;
  const days = useMemo(
    () => (mode === 'week' ? weekDays(anchor, locale) : [anchor]),
    [anchor, locale, mode],
  );
  const container = useRef<HTMLDivElement>(null);
  const willMove = useFocusDay(container, focused);
  const maxColumns = mode === 'week' ? 3 : 6;
  const headFormat = dateFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: mode === 'day' ? 'long' : undefined,
    timeZone: 'UTC',
  });
  const fullDay = dateFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  const [scrolled, setScrolled] = useState(false);
  useLayoutEffect(() => {
    if (scrolled || !container.current) return;
    container.current.scrollTop = 7.5 * css.hourHeight;
    setScrolled(true);
  }, [scrolled]);

  // ── Moving a meeting: pointer drag (body moves, bottom edge resizes) or Alt+arrow keys ──
  const move = useMeetingMove(props, container, {
    dayAt: (x) => {
      if (mode !== 'week') return null;
      for (const column of container.current?.querySelectorAll<HTMLElement>(
        '[role="group"][data-date]',
      ) ?? []) {
        const box = column.getBoundingClientRect();
        if (x >= box.left && x < box.right) return parseDate(column.dataset.date ?? '');
      }
      return null;
    },
    minutesFor: (p, dy) =>
      snapped(
        minutesOf(p.mode === 'resize' ? p.viewed.end : p.viewed.start),
        (dy / css.hourHeight) * 60,
      ),
    steps: {
      ArrowUp: [-snapMinutes, 0],
      ArrowDown: [snapMinutes, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    },
    resize: true,
  });
  const { draft } = move;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (move.onMoveKey(event, (key) => placedByKey.get(key))) return;
    const target = event.target as HTMLElement;
    const column = target.closest<HTMLElement>('[data-date]');
    if (!column) return;
    const day = parseDate(column.dataset.date ?? focused.toString());
    const buttons = [...column.querySelectorAll<HTMLElement>('[data-event]')];
    if (target === column) {
      if (event.key === 'ArrowDown' && buttons[0]) {
        event.preventDefault();
        buttons[0].focus();
        return;
      }
      if (event.key === 'Enter') {
        event.preventDefault();
        if (mode === 'week') props.onOpenDay(day);
        return;
      }
      if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        event.preventDefault();
        willMove();
        onFocus(day.add({ days: event.key === 'ArrowLeft' ? -1 : 1 }));
      }
      return;
    }
    const index = buttons.indexOf(target);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = buttons[index + (event.key === 'ArrowDown' ? 1 : -1)];
      if (next) next.focus();
      else if (event.key === 'ArrowUp') column.focus();
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      willMove();
      onFocus(day.add({ days: event.key === 'ArrowLeft' ? -1 : 1 }));
    } else if (event.key === 'Escape') {
      column.focus();
    }
  };

  const template = `56px repeat(${days.length}, minmax(${mode === 'week' ? '88px' : '0'}, 1fr))`;
  const nowMinutes = now.hour * 60 + now.minute;
  const { placedDays, placedByKey } = useMemo(() => {
    const placedDays = days.map((day) => ({
      day,
      placed: layoutDay(byDay.get(day.toString()) ?? [], day),
    }));
    const placedByKey = new Map<string, ViewedEvent>();
    for (const { placed } of placedDays) {
      for (const p of placed) placedByKey.set(p.viewed.event.key, p.viewed);
    }
    return { placedDays, placedByKey };
  }, [days, byDay]);
  const ghost = move.ghost
    ? {
        ...move.ghost,
        minutes: (move.ghost.end.toDate().getTime() - move.ghost.start.toDate().getTime()) / 60_000,
      }
    : null;
  const ghostText = ghost
    ? timeRange({ event: ghost.viewed.event, start: ghost.start, end: ghost.end }, locale, zone)
    : '';
  const fullDayOf = (at: ZonedDateTime) => fullDay.format(toCalendarDate(at).toDate('UTC'));
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keyboard moves between the focusable days and meetings inside
    <div
      ref={container}
      className={css.timeGrid}
      style={{ gridTemplateColumns: template }}
      onKeyDown={onKeyDown}
    >
      <div className={css.gridHead} aria-hidden="true" />
      {days.map((day) => (
        <div key={`h${day}`} className={css.gridHead} data-today={isSameDay(day, today)}>
          {headFormat.format(day.toDate('UTC'))}
        </div>
      ))}
      <div className={css.allDayCorner}>
        <span className={css.srOnly}>All day</span>
      </div>
      {placedDays.map(({ day, placed }) => {
        const list = byDay.get(day.toString()) ?? [];
        const allDay = list.filter((v) => v.event.allDay);
        const hidden = placed.filter((p) => p.column >= maxColumns).length;
        return (
          <div key={`a${day}`} className={css.allDayRow}>
            {allDay.map((viewed) => (
              <button
                key={viewed.event.key}
                type="button"
                className={css.chip}
                style={{ background: kindStyles[viewed.event.kind].color }}
                aria-label={eventLabel(viewed, locale, zone, viewed.event.meeting.title)}
                onClick={() => props.onOpenEvent(viewed.event)}
              >
                <span className={css.chipText}>{viewed.event.meeting.title}</span>
              </button>
            ))}
            {hidden > 0 ? (
              <button
                type="button"
                className={css.more}
                onClick={() => props.onOpenDay(day)}
                aria-label={`+${hidden} more meetings on ${fullDay.format(day.toDate('UTC'))}`}
              >
                +{hidden} more
              </button>
            ) : null}
          </div>
        );
      })}
      <div className={css.hourLabels} style={{ height: 24 * css.hourHeight }} aria-hidden="true">
        {Array.from({ length: 24 }, (_, h) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the hour is the identity
          <div key={h} style={{ position: 'absolute', right: 4, top: h * css.hourHeight - 7 }}>
            {h === 0 ? '' : `${String(h).padStart(2, '0')}:00`}
          </div>
        ))}
      </div>
      {placedDays.map(({ day, placed }) => {
        const key = day.toString();
        const isToday = isSameDay(day, today);
        const ghostHere = ghost && isSameDay(toCalendarDate(ghost.start), day) ? ghost : null;
        const count = placed.length;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a focusable day column holding its meetings
          <div
            key={key}
            role="group"
            data-date={key}
            data-today={isToday}
            tabIndex={isSameDay(day, focused) ? 0 : -1}
            aria-label={`${fullDay.format(day.toDate('UTC'))}${isToday ? ', today' : ''}, ${count === 1 ? '1 meeting' : `${count} meetings`}`}
            className={css.dayColumn}
            style={{ height: 24 * css.hourHeight }}
          >
            {isToday ? (
              <div
                className={css.nowLine}
                style={{ top: (nowMinutes / 60) * css.hourHeight }}
                aria-hidden="true"
              />
            ) : null}
            {ghostHere ? (
              <div
                className={css.ghost}
                aria-hidden="true"
                style={{
                  top: (minutesOf(ghostHere.start) / 60) * css.hourHeight,
                  height: Math.max(
                    (Math.min(ghostHere.minutes, 24 * 60 - minutesOf(ghostHere.start)) / 60) *
                      css.hourHeight -
                      2,
                    16,
                  ),
                  background: kindStyles[ghostHere.viewed.event.kind].color,
                }}
              >
                {ghostText}
              </div>
            ) : null}
            {placed.map((p) => {
              if (p.column >= maxColumns) return null;
              const columns = Math.min(p.columns, maxColumns);
              const width = 100 / columns;
              const viewed = p.viewed;
              const canMove = move.movable(viewed);
              const isDragged = draft?.viewed.event.key === viewed.event.key;
              return (
                <button
                  key={viewed.event.key}
                  type="button"
                  data-event=""
                  data-key={viewed.event.key}
                  data-dragging={isDragged || undefined}
                  tabIndex={-1}
                  className={`${css.timedEvent}${isDragged ? ` ${css.dragging}` : ''}`}
                  aria-describedby={canMove ? move.hintId : undefined}
                  {...move.pointerHandlers(viewed)}
                  style={{
                    top: (p.top / 60) * css.hourHeight,
                    height: Math.max(((p.bottom - p.top) / 60) * css.hourHeight - 2, 16),
                    // Too short for two lines: title and time side by side.
                    ...(p.bottom - p.top < 45 ? { flexDirection: 'row', gap: 4 } : {}),
                    left: `calc(${p.column * width}% + 2px)`,
                    width: `calc(${width}% - 4px)`,
                    background: kindStyles[viewed.event.kind].color,
                  }}
                  aria-label={eventLabel(
                    viewed,
                    locale,
                    zone,
                    `${viewed.event.meeting.title} ${timeRange(viewed, locale, zone)}`,
                  )}
                  onClick={() => {
                    // The click that ends a drag is not an "open".
                    if (!move.endsDrag()) props.onOpenEvent(viewed.event);
                  }}
                >
                  <span className={css.eventTitle}>{viewed.event.meeting.title}</span>{' '}
                  <span className={css.chipText}>{timeRange(viewed, locale, zone)}</span>
                  {canMove ? (
                    <span className={css.resizeHandle} data-handle="" aria-hidden="true" />
                  ) : null}
                </button>
              );
            })}
          </div>
        );
      })}
      <span id={move.hintId} className={css.srOnly}>
        {keyboardHint}
      </span>
      <span className={css.srOnly} aria-live="assertive">
        {ghost && draft?.via === 'keyboard'
          ? `${ghost.viewed.event.meeting.title}: ${fullDayOf(ghost.start)}, ${ghostText}. Enter saves, Escape cancels.`
          : ''}
      </span>
    </div>
  );
});

const agendaLimit = 300;

/** Agenda: the month's meetings by day, a list the arrow keys walk. */
export const AgendaView = memo(function AgendaView(
  props: ViewProps & { from: CalendarDate; to: CalendarDate; loading: boolean },
) {
  const { byDay, today, locale, zone, from, to } = props;
  const [limit, setLimit] = useState(agendaLimit);
  const dayFormat = dateFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  const sections: { day: CalendarDate; list: ViewedEvent[] }[] = [];
  let shown = 0;
  let total = 0;
  for (let day = from; day.compare(to) <= 0; day = day.add({ days: 1 })) {
    const list = byDay.get(day.toString()) ?? [];
    total += list.length;
    if (list.length === 0 || shown >= limit) continue;
    const slice = list.slice(0, limit - shown);
    shown += slice.length;
    sections.push({ day, list: slice });
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-event]')];
    const index = items.indexOf(event.target as HTMLElement);
    const next = items[index + (event.key === 'ArrowDown' ? 1 : -1)];
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };
  if (total === 0) {
    return props.loading ? null : <p className={css.notice}>No meetings in this period.</p>;
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys walk the meetings inside
    <div className={css.agenda} onKeyDown={onKeyDown}>
      {sections.map(({ day, list }) => (
        <section key={day.toString()} aria-label={dayFormat.format(day.toDate('UTC'))}>
          <h3 className={css.agendaDay} data-today={isSameDay(day, today)}>
            {dayFormat.format(day.toDate('UTC'))}
            {isSameDay(day, today) ? ' · Today' : ''}
          </h3>
          <ul className={css.agendaList}>
            {list.map((viewed) => (
              <li key={viewed.event.key}>
                <button
                  type="button"
                  data-event=""
                  className={css.agendaItem}
                  onClick={() => props.onOpenEvent(viewed.event)}
                  aria-label={eventLabel(viewed, locale, zone, agendaText(viewed, locale, zone))}
                >
                  <span className={css.muted}>{timeRange(viewed, locale, zone)}</span>{' '}
                  <span style={{ display: 'flex', gap: 8, alignItems: 'center', minWidth: 0 }}>
                    <KindIcon kind={viewed.event.kind} />
                    <span className={css.chipText}>
                      {viewed.event.meeting.title}
                      {viewed.event.organizer ? (
                        <span className={css.muted}> · {viewed.event.organizer}</span>
                      ) : null}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {total > shown ? (
        <button
          type="button"
          className={css.button}
          onClick={() => setLimit((l) => l + agendaLimit)}
        >
          Show {Math.min(agendaLimit, total - shown)} more of {total - shown}
        </button>
      ) : null}
    </div>
  );
});
