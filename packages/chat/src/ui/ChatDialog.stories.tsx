import { ThemeRoot, ToastProvider } from '@hrportal/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ChatAction } from '../model/state';
import { ChatDialog } from './ChatDialog';
import { ChatLauncher } from './ChatWidget';
import { createStoryStore, directThread, group, loaded, me, message } from './storyStore';

function Harness({
  actions,
  confirm,
  open = true,
}: {
  actions: ChatAction[];
  confirm?: number | null;
  open?: boolean;
}) {
  const store = useMemo(() => createStoryStore({ actions, confirm }), [actions, confirm]);
  const [isOpen, setOpen] = useState(open);
  return (
    <ThemeRoot>
      <ToastProvider>
        <p>{isOpen ? 'chat open' : 'chat closed'}</p>
        <ChatDialog store={store} isOpen={isOpen} onOpenChange={setOpen} timeZone="Asia/Kolkata" />
      </ToastProvider>
    </ThemeRoot>
  );
}

const meta = {
  title: 'Chat/ChatDialog',
  component: Harness,
  parameters: { layout: 'fullscreen' },
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

/** A direct conversation: the thread, a reply with its quote, times in Asia/Kolkata, read marks. */
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
    // 04:31Z is 10:01 in Asia/Kolkata, 24-hour clock.
    await expect(within(log).getByText('10:01')).toBeVisible();
    await expect(within(log).getByText('Read')).toBeVisible();
    await expect(within(log).getByText('Sent')).toBeVisible();
    await expect(b.getByText('Online')).toBeVisible();
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
    await opened();
    const b = body();
    await userEvent.click(await b.findByRole('button', { name: 'Group info' }));
    const panel = b.getByRole('complementary', { name: 'Group info' });
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
    await opened();
    const b = body();
    await userEvent.click(await b.findByRole('button', { name: 'Group info' }));
    const panel = b.getByRole('complementary', { name: 'Group info' });
    await expect(within(panel).getByRole('button', { name: 'Leave Group' })).toBeVisible();
    await expect(within(panel).queryByRole('button', { name: /Remove Member/ })).toBeNull();
    await expect(within(panel).queryByText('Add Members')).toBeNull();
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

function Launcher({ unread }: { unread: number }) {
  const store = useMemo(
    () =>
      createStoryStore({
        actions: [
          ...loaded,
          {
            type: 'people',
            users: [
              {
                id: 2,
                name: 'Asha Rao',
                email: 'a@example.com',
                userType: 'recruiter',
                lastMessageTime: '2026-03-02T05:00:00Z',
                unreadCount: unread,
              },
            ],
          },
        ],
      }),
    [unread],
  );
  return (
    <ThemeRoot>
      <ToastProvider>
        <ChatLauncher store={store} timeZone="Asia/Kolkata" compact={false} label="In-App Chat" />
      </ToastProvider>
    </ThemeRoot>
  );
}

/** The toggle: the total unread badge, capped at 99+; keyboard opens and Escape closes. */
export const ToggleBadge: StoryObj<typeof Launcher> = {
  render: () => <Launcher unread={120} />,
  play: async () => {
    const b = body();
    const toggle = await b.findByRole('button', { name: /^In-App Chat\s*99\+ unread messages$/ });
    await expect(toggle).toHaveTextContent('99+');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await opened();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(b.queryByRole('dialog', { name: 'In-App Chat' })).toBeNull());
  },
};
