/**
 * `@hrportal/meetings`: the meetings calendar widget — month, week, day and agenda views of the
 * five meeting kinds in the viewer's time zone, create/edit/delete with attendee conflicts.
 *
 * @packageDocumentation
 */
export type {
  CalendarEvent,
  CalendarView,
  EventFilter,
  MeetingKind,
  Placed,
  ViewedEvent,
} from './model/calendar';
export {
  byDay,
  calendarViews,
  filterEvents,
  kindStyles,
  layoutDay,
  meetingKinds,
  monthGrid,
  toCalendarEvent,
  viewIn,
  visibleRange,
  weekDays,
} from './model/calendar';
export type { LinkChoice, MeetingFormValues, TextFieldKey } from './model/forms';
export {
  deleteCall,
  emptyValues,
  failureMessage,
  fetchFailureMessages,
  formFields,
  movedValues,
  saveCall,
  validateForm,
  valuesFromMeeting,
} from './model/forms';
export type { LinkOption, LinkPickersProps, LinkSearch } from './ui/LinkPickers';
export { LinkPickers } from './ui/LinkPickers';
export type { ConflictCheck, MeetingsCalendarProps, Person } from './ui/MeetingsCalendar';
export { MeetingsCalendar } from './ui/MeetingsCalendar';
export type { MeetingsWidgetProps } from './ui/MeetingsWidget';
export { MeetingsWidget } from './ui/MeetingsWidget';
export type { CalendarSubscriptionProps, CalendarSubscriptionState } from './ui/Subscription';
export { CalendarSubscription } from './ui/Subscription';
