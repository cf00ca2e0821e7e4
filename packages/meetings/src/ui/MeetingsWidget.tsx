import {
  isHrPortalError,
  type Meeting,
  meetingsCacheTtlMs,
  normalizeMeeting,
} from '@hrportal/api-client';
import {
  queryKeys,
  useActiveUsers,
  useClient,
  useMeetingChange,
  useMeetings,
  useSession,
} from '@hrportal/react';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useMemo, useState } from 'react';
import { type CalendarEvent, type MeetingKind, toCalendarEvent } from '../model/calendar';
import {
  deleteCall,
  fetchFailureMessages,
  type MeetingFormValues,
  saveCall,
  serverMeetingId,
} from '../model/forms';
import type { LinkPickersProps } from './LinkPickers';
import { type ConflictCheck, MeetingsCalendar, type Person } from './MeetingsCalendar';

/** Props of {@link MeetingsWidget}. */
export interface MeetingsWidgetProps {
  /**
   * The form's candidate and job pickers: pass this package's `LinkPickers` (it brings
   * `@hrportal/ui`'s ComboBox and react-aria). Left out: meetings are not linked from the form.
   */
  linkPickers?: ComponentType<LinkPickersProps>;
  /** Viewer's zone at start. @default the runtime's zone */
  timeZone?: string;
  locale?: string;
  /** The clock. @default new Date() */
  now?: Date;
  /** Where a linked candidate's record is. @default `?candidate=<id>` */
  candidateHref?: (id: number) => string;
  /** Where a linked job's record is; left out: the job shows without a link. */
  jobHref?: (id: number) => string;
  /** Follows an in-app link (the host router's navigate). */
  onNavigate?: (href: string) => void;
}

const userMessage = (error: unknown) =>
  isHrPortalError(error) ? error.userMessage : error instanceof Error ? error.message : '';

/**
 * The calendar wired to the SDK inside `HrPortalProvider`: "My meetings" are the signed-in user's
 * lists of the five kinds (the SDK's reads, cached 2 minutes, a hit needs a non-empty list, §9);
 * managers and leadership can switch to everyone's meetings of the range on screen. Saving checks
 * the attendees' conflicts first; every change goes through the SDK and refreshes the lists.
 *
 * @example
 * ```tsx
 * <HrPortalProvider baseUrl="/api"><MeetingsWidget /></HrPortalProvider>
 * ```
 */
export function MeetingsWidget(props: MeetingsWidgetProps) {
  const client = useClient();
  const { session, role } = useSession();
  const management = role === 'manager' || role === 'leadership';
  const [scope, setScope] = useState<'mine' | 'everyone'>('mine');
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const mine = useMeetings();
  const everyone = useQuery({
    queryKey: [...queryKeys.meetings(), 'calendar', range?.from, range?.to],
    queryFn: () =>
      client.meetings.calendar({
        from: range?.from ?? '',
        to: range?.to ?? '',
        scope: 'everyone',
      }),
    enabled: management && scope === 'everyone' && range !== null,
    staleTime: meetingsCacheTtlMs,
    meta: { silentErrors: true },
  });
  const users = useActiveUsers({ enabled: management });
  const feed = useQuery({
    queryKey: [...queryKeys.meetings(), 'calendar-feed'],
    queryFn: () => client.meetings.calendarFeed(),
    meta: { silentErrors: true },
  });
  const [madeUrl, setMadeUrl] = useState<string | undefined>();
  const feedState = feed.data
    ? {
        active: feed.data.active,
        createdAt: feed.data.created_at,
        lastFetchedAt: feed.data.last_fetched_at,
        ...(madeUrl && feed.data.active ? { url: madeUrl } : {}),
      }
    : undefined;
  const feedAction = (call: () => Promise<{ url?: string | undefined }>) => async () => {
    try {
      const answer = await call();
      setMadeUrl(answer.url);
      await feed.refetch();
    } catch (error) {
      throw new Error(userMessage(error));
    }
  };
  const change = useMeetingChange();

  const events = useMemo<CalendarEvent[]>(() => {
    if (scope === 'everyone') {
      return (everyone.data?.meetings ?? []).map((entry) =>
        toCalendarEvent(normalizeMeeting(entry.kind, entry.record), entry.organizer),
      );
    }
    return mine.meetings.map((meeting) => toCalendarEvent(meeting));
  }, [scope, everyone.data, mine.meetings]);

  const errors =
    scope === 'everyone'
      ? everyone.error
        ? [userMessage(everyone.error)]
        : []
      : mine.failed.map((source) => fetchFailureMessages[source]);

  const people = useMemo<Person[]>(() => {
    const lists = users.data ? [...users.data.managers, ...users.data.recruiters] : [];
    return lists.filter((u) => u.email).map((u) => ({ name: u.name, email: u.email }));
  }, [users.data]);

  const organizerEmail = session?.userEmail ?? '';
  // A manager moving a recruiter's meeting keeps the recruiter as its organiser address.
  const ownerEmail = (meeting?: Meeting) => meeting?.recruiterEmail || organizerEmail;
  const searchCandidates = async (text: string) => {
    if (!session) return [];
    const page = await client.candidates.list({
      user_id: session.userId,
      user_type:
        session.userRole === 'manager'
          ? 'management'
          : (session.userRole as 'recruiter' | 'leadership'),
      user_name: session.userName,
      page_no: 1,
      page_size: 10,
      filters: text ? [{ column: 'any', value: text.slice(0, 200) }] : [],
    });
    return page.items.map((c) => ({ id: c.id, label: c.name, detail: c.email }));
  };
  const searchJobs = async (text: string) => {
    const answer = await client.jobs.list({});
    const needle = text.toLowerCase();
    return [...answer.job_posts_active, ...answer.job_posts_hold]
      .map((j) => ({ id: j.id, label: j.role, detail: `${j.client} · #${j.id}` }))
      .filter((j) => !needle || `${j.label} ${j.detail}`.toLowerCase().includes(needle))
      .slice(0, 10);
  };
  const run = async (call: (api: typeof client.meetings) => Promise<unknown>) => {
    try {
      await change.mutateAsync(call);
    } catch (error) {
      throw new Error(userMessage(error));
    }
  };

  return (
    <MeetingsCalendar
      events={events}
      loading={
        scope === 'everyone'
          ? everyone.isPending && everyone.fetchStatus !== 'idle'
          : mine.isLoading
      }
      errors={errors}
      organizerEmail={organizerEmail}
      canSeeEveryone={management}
      scope={scope}
      onScopeChange={setScope}
      onRangeChange={(from, to) => setRange({ from, to })}
      people={people}
      canEdit={(meeting: Meeting) => {
        if (management) return true;
        const raw = (meeting.meetingData ?? {}) as { created_by?: unknown };
        return raw.created_by === undefined || raw.created_by === session?.userId;
      }}
      onSave={(values: MeetingFormValues, existing?: Meeting) =>
        run(saveCall(values, ownerEmail(existing), existing?.id))
      }
      onMove={(meeting, values) => run(saveCall(values, ownerEmail(meeting), meeting.id))}
      {...(props.linkPickers ? { linkPickers: props.linkPickers } : {})}
      searchCandidates={searchCandidates}
      searchJobs={searchJobs}
      {...(props.candidateHref ? { candidateHref: props.candidateHref } : {})}
      {...(props.jobHref ? { jobHref: props.jobHref } : {})}
      {...(props.onNavigate ? { onNavigate: props.onNavigate } : {})}
      onDelete={(meeting) => run(deleteCall(meeting))}
      onCheckConflicts={async (values, existing): Promise<ConflictCheck> => {
        const answer = await client.meetings.conflicts({
          attendees: values.attendees,
          date: values.date,
          start_time: values.startTime,
          end_time: values.endTime || values.startTime,
          time_zone: values.timeZone,
          ...(existing ? { exclude: serverMeetingId(existing) } : {}),
        });
        return {
          conflicts: answer.conflicts.map((c) => ({
            meeting: normalizeMeeting(c.kind as MeetingKind, c.record),
            attendees: c.attendees,
            organizer: c.organizer,
          })),
          freeSlots: answer.free_slots,
        };
      }}
      onDownloadInvite={async (meeting) => {
        const file = await client.meetings.invite(serverMeetingId(meeting));
        const url = URL.createObjectURL(file.blob);
        const link = document.createElement('a');
        link.href = url;
        link.download = file.fileName;
        link.click();
        setTimeout(() => URL.revokeObjectURL(url), 1000);
      }}
      // A server without subscriptions (or a failed read): no Subscribe button, nothing blocked.
      {...(feed.isError
        ? {}
        : {
            subscription: {
              state: feedState,
              onCreate: feedAction(() => client.meetings.createCalendarFeed()),
              onRevoke: feedAction(() => client.meetings.revokeCalendarFeed()),
              ...(props.locale ? { locale: props.locale } : {}),
            },
          })}
      {...(props.timeZone ? { timeZone: props.timeZone } : {})}
      {...(props.locale ? { locale: props.locale } : {})}
      {...(props.now ? { now: props.now } : {})}
    />
  );
}
