import type { ChatAction } from '@hrportal/api-client/chat';
import { ThemeRoot, ToastProvider } from '@hrportal/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { documents, overlayDocs } from '../../../../.storybook/documents';
import { ChatDialog } from './ChatDialog';
import { ChatLauncher } from './ChatWidget';
import {
  createStoryStore,
  directThread,
  group,
  loaded,
  me,
  message,
  people,
  type StoryStoreOptions,
} from './storyStore';

function Harness({
  actions,
  confirm,
  open = true,
  timeZone,
}: {
  actions: ChatAction[];
  confirm?: number | null;
  open?: boolean;
  /** Left out: the widget's default (Asia/Kolkata). */
  timeZone?: string;
}) {
  const store = useMemo(() => createStoryStore({ actions, confirm }), [actions, confirm]);
  const [isOpen, setOpen] = useState(open);
  return (
    <ThemeRoot>
      <ToastProvider>
        <p>{isOpen ? 'chat open' : 'chat closed'}</p>
        <ChatDialog
          store={store}
          isOpen={isOpen}
          onOpenChange={setOpen}
          {...(timeZone ? { timeZone } : {})}
        />
      </ToastProvider>
    </ThemeRoot>
  );
}

const meta = {
  title: 'Chat/ChatDialog',
  ...documents(ChatDialog, Harness, { layout: 'fullscreen', ...overlayDocs }),
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** Waits out the modal's entrance animation (opacity), so visibility checks are meaningful. */
const opened = () =>
  waitFor(() => expect(body().getByRole('dialog', { name: 'In-App Chat' })).toBeVisible());
const direct = (): ChatAction[] => [
  ...loaded,
  { type: 'history', key: 'dm:1:2', messages: directThread(), hasOlder: false, older: false },
  { type: 'select', key: 'dm:1:2' },
];

/** Before anything arrives: `Loading conversations...`. */
export const LoadingConversations: Story = {
  args: { actions: [{ type: 'connected', value: true }] },
  play: async () => {
    await opened();
    await waitFor(() => expect(body().getByText('Loading conversations...')).toBeVisible());
  },
};

/** Nothing selected: the two sections, online marks, the §2 empty texts. */
export const NothingSelected: Story = {
  args: { actions: loaded },
  play: async () => {
    await opened();
    const b = body();
    await expect(await b.findByText('Select a user to start chatting')).toBeVisible();
    await expect(
      b.getByText('Choose someone from the sidebar to begin a conversation'),
    ).toBeVisible();
    const nav = b.getByRole('navigation', { name: 'Chats' });
    const [chats, startNew] = within(nav).getAllByRole('list');
    // Chats: newest first (Asha 05:00, group 04:50, Ravi 04:42); Start New Chat by name.
    await expect(
      within(chats as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      expect.stringContaining('Asha Rao'),
      expect.stringContaining('Java hiring'),
      expect.stringContaining('Ravi Kumar'),
    ]);
    await expect(
      within(startNew as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringContaining('Meera Iyer'), expect.stringContaining('Vikram Singh')]);
    await expect(
      b.getByRole('button', { name: /^Asha Rao\s*, online .* 2 unread$/ }),
    ).toBeVisible();
  },
};

/** Search matches name or email, case-insensitive, across both sections and groups. */
export const Search: Story = {
  args: { actions: loaded },
  tags: ['!visual'],
  play: async () => {
    await opened();
    const b = body();
    const search = await b.findByPlaceholderText('Search users or groups...');
    await userEvent.type(search, 'VIKRAM.singh@');
    await waitFor(() => expect(b.queryByRole('button', { name: /Asha Rao/ })).toBeNull());
    await expect(b.getByRole('button', { name: /Vikram Singh/ })).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'java');
    await expect(b.getByRole('button', { name: /Java hiring \(group\)/ })).toBeVisible();
  },
};

/** A direct conversation: the thread, a reply with its quote, times in Asia/Kolkata (the default), read marks. */
export const DirectConversation: Story = {
  args: { actions: direct() },
  play: async () => {
    await opened();
    const b = body();
    const log = await b.findByRole('log', { name: 'Messages' });
    await expect(
      within(log).getByText('Can you review the Java profiles?', { selector: 'div' }),
    ).toBeVisible();
    await expect(within(log).getAllByText(/Hi Priya, the Java shortlist is ready./)).toHaveLength(
      2,
    );
    // 04:31Z is 10:01 in Asia/Kolkata, 24-hour clock; no timeZone prop given: the default zone.
    await expect(within(log).getByText('10:01')).toBeVisible();
    await expect(within(log).getByText('10:04')).toBeVisible();
    await expect(within(log).getByText('Read')).toBeVisible();
    await expect(within(log).getByText('Sent')).toBeVisible();
    await expect(b.getByText('Online')).toBeVisible();
  },
};

/** The `timeZone` prop changes the zone of message times (here UTC: 04:31, not 10:01). */
export const OtherTimeZone: Story = {
  args: { actions: direct(), timeZone: 'UTC' },
  tags: ['!visual'],
  play: async () => {
    await opened();
    const log = await body().findByRole('log', { name: 'Messages' });
    await expect(within(log).getByText('04:31')).toBeVisible();
    await expect(within(log).queryByText('10:01')).toBeNull();
  },
};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const presencePeople = (): ChatAction => ({
  type: 'people',
  users: [
    { ...people[0], isOnline: true } as (typeof people)[number],
    // 5 min 20 s ago reads "5m" even if the story starts a little later.
    { ...people[1], isOnline: false, lastSeen: minutesAgo(5.33) } as (typeof people)[number],
    { ...people[2], isOnline: false, lastSeen: minutesAgo(185) } as (typeof people)[number],
    { ...people[3], isOnline: false, lastSeen: null } as (typeof people)[number],
  ],
});

/** Header presence: Online, `Last seen Nm ago` under an hour, `Last seen Nh ago`, `Offline`. */
export const PresenceTexts: Story = {
  args: { actions: [...loaded, presencePeople()] },
  tags: ['!visual'],
  play: async () => {
    await opened();
    const b = body();
    const header = () => b.getByRole('region', { name: /^Conversation with/ });
    const expectPresence = async (name: string, text: string) => {
      await userEvent.click(b.getByRole('button', { name: new RegExp(`^${name}`) }));
      await waitFor(() => expect(header()).toHaveAccessibleName(`Conversation with ${name}`));
      await expect(within(header()).getByText(text)).toBeVisible();
      await userEvent.click(within(header()).getByRole('button', { name: 'Back' }));
    };
    await expectPresence('Asha Rao', 'Online');
    await expectPresence('Ravi Kumar', 'Last seen 5m ago');
    await expectPresence('Meera Iyer', 'Last seen 3h ago');
    await expectPresence('Vikram Singh', 'Offline');
  },
};

/** No messages yet. */
export const EmptyConversation: Story = {
  args: { actions: [...loaded, { type: 'select', key: 'dm:1:4' }] },
  play: async () => {
    await opened();
    await expect(await body().findByText('No messages yet. Start the conversation!')).toBeVisible();
  },
};

/** Enter sends (trimmed), Shift+Enter makes a new line, blank is never sent; the temp message is replaced. */
export const SendWithKeyboard: Story = {
  args: { actions: [...loaded, { type: 'select', key: 'dm:1:4' }], confirm: 0.3 },
  tags: ['!visual'],
  play: async () => {
    await opened();
    const b = body();
    const box = await b.findByRole('textbox', { name: 'Type a message' });
    await userEvent.click(box);
    await userEvent.keyboard('   {Enter}');
    await expect(b.getByText('No messages yet. Start the conversation!')).toBeVisible();
    await userEvent.clear(box);
    await userEvent.keyboard('  Hello Meera{Shift>}{Enter}{/Shift}second line  {Enter}');
    const log = await b.findByRole('log');
    await expect(within(log).getByText('Sending…')).toBeVisible();
    await expect(box).toHaveValue('');
    await waitFor(() => expect(within(log).getByText('Sent')).toBeVisible());
    await expect(log.textContent).toContain('Hello Meera\nsecond line');
  },
};

/** Reply: the quoted message shows above the composer and in the sent message. */
export const Reply: Story = {
  args: { actions: direct() },
  tags: ['!visual'],
  play: async () => {
    await opened();
    const b = body();
    await userEvent.click(
      await b.findByRole('button', { name: /Reply to Asha Rao: Can you review/ }),
    );
    await expect(b.getByText('Replying to Asha Rao')).toBeVisible();
    await userEvent.keyboard('Yes, done{Enter}');
    await waitFor(() => expect(b.queryByText('Replying to Asha Rao')).toBeNull());
  },
};

/** Someone typing: the indicator under the thread (it clears itself after 3 s). */
export const Typing: Story = {
  args: {
    actions: [
      ...direct(),
      {
        type: 'typing',
        event: { sender_id: 2, sender_name: 'Asha Rao', is_typing: true, group_id: null },
        now: Number.MAX_SAFE_INTEGER / 2,
      },
    ],
  },
  play: async () => {
    await opened();
    await expect(await body().findByText('Asha Rao is typing...')).toBeVisible();
  },
};

/** Socket down: red Disconnected badge, composer disabled. */
export const Disconnected: Story = {
  args: { actions: [...direct(), { type: 'connected', value: false }] },
  play: async () => {
    await opened();
    const b = body();
    await expect(await b.findByText('Disconnected', { selector: 'span' })).toBeVisible();
    await expect(b.getByRole('textbox', { name: 'Type a message' })).toBeDisabled();
    await expect(b.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** A connection error from §8, shown in the list. */
export const ConnectionError: Story = {
  args: {
    actions: [
      ...loaded,
      { type: 'connected', value: false },
      { type: 'error', message: 'Failed to connect to chat server' },
    ],
  },
  play: async () => {
    await opened();
    await expect(await body().findByRole('alert')).toHaveTextContent(
      'Failed to connect to chat server',
    );
  },
};

/** Waits for the chat, opens the group panel and returns it. */
const openGroupInfo = async () => {
  await opened();
  await userEvent.click(await body().findByRole('button', { name: 'Group info' }));
  return body().getByRole('complementary', { name: 'Group info' });
};

const groupThread = (): ChatAction[] => [
  ...loaded,
  {
    type: 'history',
    key: 'group:7',
    messages: [
      message(2, { group: 7 }, 1, 'Standup at 10?'),
      message(1, { group: 7 }, 2, 'Yes'),
      message(3, { group: 7 }, 3, 'Joining'),
    ],
    hasOlder: false,
    older: false,
  },
  { type: 'select', key: 'group:7' },
];

/** A group: member count in the header, sender names, the group panel for the creator. */
export const GroupAsCreator: Story = {
  args: { actions: groupThread() },
  play: async () => {
    await opened();
    const b = body();
    await waitFor(() =>
      expect(b.getByRole('region', { name: /^Conversation with/ })).toHaveTextContent('3 members'),
    );
    await userEvent.click(b.getByRole('button', { name: 'Group info' }));
    const panel = b.getByRole('complementary', { name: 'Group info' });
    await expect(within(panel).getByRole('button', { name: 'Delete Group' })).toBeVisible();
    await expect(within(panel).queryByRole('button', { name: 'Leave Group' })).toBeNull();
    // The creator cannot remove themself; can remove the others.
    await expect(
      within(panel).queryByRole('button', { name: `Remove Member ${me.name}` }),
    ).toBeNull();
    await expect(
      within(panel).getByRole('button', { name: 'Remove Member Asha Rao' }),
    ).toBeVisible();
    const add = within(panel).getByRole('button', { name: 'Add 0 Member(s)' });
    await expect(add).toBeDisabled();
  },
};

/** Add two members, remove one (with a confirmation), then delete the group. */
export const GroupManagement: Story = {
  args: { actions: groupThread() },
  tags: ['!visual'],
  play: async () => {
    const b = body();
    const panel = await openGroupInfo();
    // Candidates: people not in the group and not me.
    await expect(
      within(within(panel).getByRole('region', { name: 'Add Members' }))
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Meera Iyer', 'Vikram Singh']);
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Meera Iyer' }));
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Vikram Singh' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Add 2 Member(s)' }));
    await expect(within(panel).getByText('5 members')).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Remove Member Meera Iyer' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(panel).getByText('4 members')).toBeVisible());
    await userEvent.click(within(panel).getByRole('button', { name: 'Delete Group' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Yes, delete group' }));
    await expect(await b.findByText('Select a user to start chatting')).toBeVisible();
    await expect(b.queryByRole('button', { name: /Java hiring/ })).toBeNull();
  },
};

/** A member who did not create the group: Leave Group only, no Add/Remove. */
export const GroupAsMember: Story = {
  args: {
    actions: [
      ...loaded,
      { type: 'groups', groups: [{ ...group, created_by: 2 }] },
      { type: 'select', key: 'group:7' },
    ],
  },
  play: async () => {
    const panel = await openGroupInfo();
    await expect(within(panel).getByRole('button', { name: 'Leave Group' })).toBeVisible();
    await expect(within(panel).queryByRole('button', { name: /Remove Member/ })).toBeNull();
    await expect(within(panel).queryByRole('button', { name: 'Delete Group' })).toBeNull();
    await expect(within(panel).queryByText('Add Members')).toBeNull();
  },
};

/** Leave Group asks once more, then the group is gone from the list. */
export const LeaveGroup: Story = {
  args: GroupAsMember.args,
  tags: ['!visual'],
  play: async () => {
    const b = body();
    const panel = await openGroupInfo();
    await userEvent.click(within(panel).getByRole('button', { name: 'Leave Group' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Yes, leave group' }));
    await expect(await b.findByText('Select a user to start chatting')).toBeVisible();
    await expect(b.queryByRole('button', { name: /Java hiring/ })).toBeNull();
  },
};

/** Create Group Chat: the §5 checks, then the new group opens. */
export const CreateGroup: Story = {
  args: { actions: loaded },
  tags: ['!visual'],
  play: async () => {
    await opened();
    const b = body();
    await userEvent.click(await b.findByRole('button', { name: 'Create group' }));
    const dialog = await b.findByRole('dialog', { name: 'Create Group Chat' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Group' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Group name is required');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Group Name' }),
      '  Sourcing  ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Group' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Select at least one member');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Meera Iyer/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Group' }));
    await waitFor(() => expect(b.queryByRole('dialog', { name: 'Create Group Chat' })).toBeNull());
    await expect(await b.findByRole('heading', { name: 'Sourcing' })).toBeVisible();
    await expect(b.getByRole('region', { name: /^Conversation with/ })).toHaveTextContent(
      '2 members',
    );
  },
};

/** The Create Group Chat dialog as it opens. */
export const CreateGroupDialogOpen: Story = {
  args: { actions: loaded },
  play: async () => {
    await opened();
    const b = body();
    await userEvent.click(await b.findByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(b.getByRole('dialog', { name: 'Create Group Chat' })).toBeVisible());
  },
};

const longThread = (): ChatAction[] => {
  const messages = Array.from({ length: 10_000 }, (_, i) =>
    message(
      i % 3 === 0 ? 1 : 3,
      i % 3 === 0 ? 3 : 1,
      i + 1,
      `Message ${i + 1}${i % 7 === 0 ? '\nwith a second line' : ''}`,
      { is_read: true },
    ),
  );
  return [
    ...loaded,
    { type: 'history', key: 'dm:1:3', messages, hasOlder: false, older: false },
    { type: 'select', key: 'dm:1:3' },
  ];
};

/** 10,000 messages: virtualized, opens at the newest, only a screenful is in the DOM. */
export const TenThousandMessages: Story = {
  args: { actions: longThread() },
  tags: ['!visual'],
  play: async () => {
    await opened();
    const log = await body().findByRole('log');
    await waitFor(() => expect(within(log).getByText('Message 10000')).toBeVisible());
    await expect(log.querySelectorAll('[data-index]').length).toBeLessThan(80);
  },
};

/** Unread incoming messages become read once visible in the open conversation. */
export const MarksVisibleRead: Story = {
  args: {
    actions: [
      ...loaded,
      {
        type: 'history',
        key: 'dm:1:2',
        messages: directThread().map((m) => (m.sender_id === 2 ? { ...m, is_read: false } : m)),
        hasOlder: false,
        older: false,
      },
      { type: 'select', key: 'dm:1:2' },
    ],
  },
  tags: ['!visual'],
  play: async () => {
    await opened();
    const b = body();
    await b.findByRole('log');
    await waitFor(() =>
      expect(b.getByRole('button', { name: /^Asha Rao\s*, online [^0-9]*$/ })).toBeVisible(),
    );
  },
};

type StoryStore = ReturnType<typeof createStoryStore>;
let launched: StoryStore | null = null;
/** The store of the Launcher story being played. */
const storyStore = () => launched as StoryStore;

/** The widget's body (toggle, badge, toasts, modal) over a story store. */
function Launcher({ options }: { options: StoryStoreOptions }) {
  const [store] = useState(() => {
    launched = createStoryStore(options);
    return launched;
  });
  return (
    <ThemeRoot>
      <ToastProvider>
        <ChatLauncher store={store} timeZone="Asia/Kolkata" compact={false} label="In-App Chat" />
      </ToastProvider>
    </ThemeRoot>
  );
}
type LauncherStory = StoryObj<typeof Launcher>;
const render = (args: { options: StoryStoreOptions }) => <Launcher {...args} />;

const toggle = () => body().findByRole('button', { name: /^In-App Chat/ });
const openWithToggle = async () => {
  await userEvent.click(await toggle());
  await opened();
};
/** Tabs forward (at most 40 times) until `target` has focus. */
const tabTo = async (target: () => HTMLElement) => {
  for (let i = 0; i < 40 && document.activeElement !== target(); i++) await userEvent.tab();
  await expect(target()).toHaveFocus();
};

/** The toggle: the total unread badge, capped at 99+; keyboard opens and Escape closes. */
export const ToggleBadge: LauncherStory = {
  render,
  args: {
    options: {
      actions: [
        ...loaded,
        {
          type: 'people',
          users: [{ ...(people[0] as (typeof people)[number]), unreadCount: 120 }],
        },
      ],
    },
  },
  play: async () => {
    const b = body();
    const button = await b.findByRole('button', { name: /^In-App Chat\s*99\+ unread messages$/ });
    await expect(button).toHaveTextContent('99+');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await opened();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(b.queryByRole('dialog', { name: 'In-App Chat' })).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** Keyboard only: open, pick a chat, type, send (Enter), close (Escape); focus returns to the toggle. */
export const KeyboardOnly: LauncherStory = {
  render,
  args: { options: { actions: loaded } },
  tags: ['!visual'],
  play: async () => {
    const b = body();
    const button = await toggle();
    button.focus();
    await userEvent.keyboard('{Enter}');
    await opened();
    await tabTo(() => b.getByRole('button', { name: /^Meera Iyer/ }));
    await userEvent.keyboard('{Enter}');
    await tabTo(() => b.getByRole('textbox', { name: 'Type a message' }));
    await userEvent.keyboard('Hello by keyboard{Enter}');
    await waitFor(() =>
      expect(within(b.getByRole('log')).getByText('Hello by keyboard')).toBeVisible(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(b.queryByRole('dialog', { name: 'In-App Chat' })).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** Opening the modal refreshes the conversations: someone who wrote meanwhile shows up. */
export const OpeningRefreshes: LauncherStory = {
  render,
  args: {
    options: {
      actions: loaded,
      onRefresh: [
        {
          type: 'people',
          users: [
            ...people,
            {
              id: 6,
              name: 'Nikhil Das',
              email: 'nikhil.das@example.com',
              userType: 'recruiter',
              lastMessageTime: new Date('2026-03-02T05:10:00Z').toISOString(),
              unreadCount: 1,
              isOnline: true,
              lastSeen: null,
              lastMessage: 'New JD attached',
            },
          ],
        },
      ],
    },
  },
  tags: ['!visual'],
  play: async () => {
    await expect(storyStore().refreshes).toBe(0);
    await openWithToggle();
    const nav = body().getByRole('navigation', { name: 'Chats' });
    await expect(await within(nav).findByRole('button', { name: /^Nikhil Das/ })).toBeVisible();
    await expect(storyStore().refreshes).toBe(1);
  },
};

const unreadThread = (count: number): ChatAction[] => [
  ...loaded,
  {
    type: 'history',
    key: 'dm:1:2',
    messages: Array.from({ length: count }, (_, i) =>
      message(2, 1, i + 1, `Unread ${i + 1}`, { is_read: false }),
    ),
    hasOlder: false,
    older: false,
  },
];
const ashaUnread = () => {
  const name = body().getByRole('button', { name: /^Asha Rao/ }).textContent ?? '';
  return Number(/(\d+)$/.exec(name)?.[1] ?? 0);
};

/**
 * Read marking: only what is at least half visible is read — after the re-checks (0.1, 0.3, 1,
 * 2 s) the messages above the fold are still unread; scrolling up to them reads them.
 */
export const ReadsOnlyWhatIsSeen: Story = {
  args: { actions: [...unreadThread(40), { type: 'select', key: 'dm:1:2' }] },
  tags: ['!visual'],
  play: async () => {
    await opened();
    const b = body();
    const log = await b.findByRole('log');
    await waitFor(() => expect(within(log).getByText('Unread 40')).toBeVisible());
    await waitFor(() => expect(ashaUnread()).toBeLessThan(40));
    await new Promise((resolve) => setTimeout(resolve, 2300));
    const afterRechecks = ashaUnread();
    await expect(afterRechecks).toBeGreaterThan(0);
    log.scrollTop = 0;
    await waitFor(() => expect(within(log).getByText('Unread 1')).toBeVisible());
    await waitFor(() => expect(ashaUnread()).toBeLessThan(afterRechecks));
  },
};

/** Closing clears the selection and marks the whole open conversation read (the badge empties). */
export const ClosingMarksRead: LauncherStory = {
  render,
  args: { options: { actions: unreadThread(40) } },
  tags: ['!visual'],
  play: async () => {
    const b = body();
    await expect(await toggle()).toHaveAccessibleName(/40 unread messages$/);
    await openWithToggle();
    await userEvent.click(b.getByRole('button', { name: /^Asha Rao/ }));
    await waitFor(() => expect(within(b.getByRole('log')).getByText('Unread 40')).toBeVisible());
    await waitFor(() => expect(ashaUnread()).toBeLessThan(40));
    await expect(ashaUnread()).toBeGreaterThan(0);
    await userEvent.click(
      within(b.getByRole('region', { name: /^Conversation with/ })).getByRole('button', {
        name: 'Close chat',
      }),
    );
    await waitFor(() => expect(b.queryByRole('dialog', { name: 'In-App Chat' })).toBeNull());
    await expect(await toggle()).toHaveAccessibleName('In-App Chat');
    await openWithToggle();
    await expect(b.getByText('Select a user to start chatting')).toBeVisible();
  },
};

/** An incoming message in a conversation that is not open: unread up, bottom-right toast with sender and text. */
export const IncomingMessageToast: LauncherStory = {
  render,
  args: { options: { actions: loaded } },
  tags: ['!visual'],
  play: async () => {
    const b = body();
    await expect(await toggle()).toHaveAccessibleName(/2 unread messages$/);
    storyStore().dispatch({
      type: 'messages',
      messages: [message(3, 1, 50, 'Are the offers out?', { is_read: false })],
    });
    storyStore().notify({
      kind: 'message',
      title: 'Ravi Kumar',
      text: 'Are the offers out?',
      key: 'dm:1:3',
    });
    const region = await b.findByRole('region', { name: 'Messages' });
    // Toasts fade in: wait for them to be visible.
    await waitFor(() => expect(within(region).getByText('Ravi Kumar')).toBeVisible());
    await expect(within(region).getByText('Are the offers out?')).toBeVisible();
    await expect(await toggle()).toHaveAccessibleName(/3 unread messages$/);
  },
};

/**
 * Group events while the chat is open: a member leaving (orange toast beside the messages, member
 * count down), being removed (the group goes, a toast says so). Toasts stay reachable over the modal.
 */
export const GroupNotices: LauncherStory = {
  render,
  args: { options: { actions: loaded } },
  tags: ['!visual'],
  play: async () => {
    const b = body();
    await openWithToggle();
    await userEvent.click(b.getByRole('button', { name: /^Java hiring/ }));
    const thread = await b.findByRole('region', { name: 'Conversation with Java hiring' });
    await expect(thread).toHaveTextContent('3 members');
    storyStore().dispatch({ type: 'members', groupId: 7, members: [1, 2] });
    storyStore().notify({ kind: 'memberLeft', text: 'Ravi Kumar left the group' });
    const messages = await b.findByRole('region', { name: 'Messages' });
    await waitFor(() =>
      expect(within(messages).getByText('Ravi Kumar left the group')).toBeVisible(),
    );
    await expect(messages.closest('[inert]')).toBeNull();
    await expect(thread).toHaveTextContent('2 members');
    storyStore().dispatch({ type: 'groupGone', groupId: 7 });
    storyStore().notify({ kind: 'info', text: 'You were removed from Java hiring' });
    const notifications = await b.findByRole('region', { name: 'Notifications' });
    await waitFor(
      () =>
        expect(within(notifications).getByText('You were removed from Java hiring')).toBeVisible(),
      { timeout: 4000 },
    );
    await expect(b.getByText('Select a user to start chatting')).toBeVisible();
    await expect(b.queryByRole('button', { name: /^Java hiring/ })).toBeNull();
  },
};
