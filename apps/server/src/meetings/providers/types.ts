/** What a provider is told about one meeting (instants; the zone is for display). */
export interface ProviderMeeting {
  title: string;
  description: string;
  start: Date;
  end: Date;
  timeZone: string;
  attendees: string[];
  optional: string[];
  /** The organiser's address: Graph creates the event in this mailbox unless one is configured. */
  organizerEmail: string;
}

/**
 * One online-meeting provider: creates, changes and deletes the real meeting and tells its real
 * join link. Errors are {@link ProviderError}s.
 */
export interface MeetingProvider {
  /** The name users know it by, used in messages. */
  readonly name: string;
  create(meeting: ProviderMeeting): Promise<{ id: string; joinUrl: string }>;
  /** Changes the meeting; answers the join link when the provider tells it again. */
  update(id: string, meeting: ProviderMeeting): Promise<{ joinUrl?: string }>;
  /** Deletes it; one already gone at the provider counts as deleted. */
  remove(id: string, organizerEmail: string): Promise<void>;
}
