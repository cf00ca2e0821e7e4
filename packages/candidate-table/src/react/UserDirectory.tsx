import type { ActiveUserView } from '@hrportal/api-client';
import { useActiveUsers, useClient, useSession, useUserToggle } from '@hrportal/react';
import { Button, Dialog, Modal, RowButton, useToast } from '@hrportal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { DataTable, type DataTableColumn, RowActions } from './DataTable';
import { actionErrorMessage, errorMessage } from './shared';

const yesNo = (value: boolean) => (value ? 'true' : 'false');

/**
 * Columns of the directory (SPEC §2/§5): username, Name, email and User Type, sortable; hidden
 * tag columns so chips can say `firstName:asha` (matches the full name) or `isActive:false`.
 */
export const userColumns: readonly DataTableColumn<ActiveUserView>[] = [
  { id: 'username', header: 'Username', value: (u) => u.username, searchable: true },
  { id: 'name', header: 'Name', value: (u) => u.name, searchable: true },
  { id: 'email', header: 'Email', value: (u) => u.email, searchable: true },
  { id: 'userType', header: 'User Type', value: (u) => u.userType, searchable: true },
  { id: 'firstName', header: 'firstName', value: (u) => u.name, searchable: true, hidden: true },
  {
    id: 'isVerified',
    header: 'isVerified',
    value: (u) => yesNo(u.isVerified),
    searchable: true,
    match: 'exact',
    hidden: true,
  },
  {
    id: 'isActive',
    header: 'isActive',
    value: (u) => yesNo(u.isActive),
    searchable: true,
    match: 'exact',
    hidden: true,
  },
  {
    id: 'isPeerReviewer',
    header: 'isPeerReviewer',
    value: (u) => yesNo(u.isPeerReviewer),
    searchable: true,
    match: 'exact',
    hidden: true,
  },
];

type Action = 'verify' | 'unverify' | 'activate' | 'deactivate' | 'peerOn' | 'peerOff' | 'delete';
const actionText: Record<Action, { label: string; confirm: (name: string) => string }> = {
  verify: { label: 'Verify', confirm: (n) => `Verify ${n}?` },
  unverify: { label: 'Unverify', confirm: (n) => `Remove the verification of ${n}?` },
  activate: { label: 'Activate', confirm: (n) => `Activate ${n}?` },
  deactivate: { label: 'Deactivate', confirm: (n) => `Deactivate ${n}? They will be signed out.` },
  peerOn: { label: 'Make Peer Reviewer', confirm: (n) => `Make ${n} a peer reviewer?` },
  peerOff: { label: 'Remove Peer Reviewer', confirm: (n) => `Remove ${n} as a peer reviewer?` },
  delete: { label: 'Delete', confirm: (n) => `Delete ${n}? This cannot be undone.` },
};

/** Props of {@link UserDirectory}. */
export interface UserDirectoryProps {
  /** Users brought by the host; without them the directory loads the active users. */
  rows?: readonly ActiveUserView[];
  /** An admin action was saved: a host that passes `rows` reloads them. */
  onDataChange?: () => void;
}

const userId = (u: ActiveUserView) => String(u.id);

/**
 * User Accounts (SPEC §2/§5): the directory with tag filters (suggestions at most 10) and the
 * admin actions — verify, activate/deactivate, peer reviewer on/off, delete — each confirmed,
 * answered with the server's §5 message.
 */
export function UserDirectory({ rows, onDataChange }: UserDirectoryProps) {
  const query = useActiveUsers({ enabled: !rows });
  const toggle = useUserToggle();
  const client = useClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { session } = useSession();
  const [pending, setPending] = useState<{ user: ActiveUserView; action: Action } | null>(null);
  const users = useMemo(
    () => rows ?? (query.data ? [...query.data.managers, ...query.data.recruiters] : []),
    [rows, query.data],
  );

  const run = async ({ user, action }: { user: ActiveUserView; action: Action }) => {
    const base = { user_id: user.id, user_name: user.username };
    try {
      const answer =
        action === 'verify' || action === 'unverify'
          ? await toggle.mutateAsync({
              kind: 'verified',
              body: { ...base, user_status: action === 'verify' },
            })
          : action === 'activate' || action === 'deactivate'
            ? await toggle.mutateAsync({
                kind: 'active',
                body: {
                  ...base,
                  user_status: action === 'activate',
                  deactivated_name: session?.name ?? '',
                },
              })
            : action === 'peerOn' || action === 'peerOff'
              ? await toggle.mutateAsync({
                  kind: 'peer',
                  body: { user_id: user.id, status: action === 'peerOn' },
                })
              : await client.users.remove({
                  user_id: user.id,
                  deleted_by: session?.userName ?? '',
                });
      if (action === 'delete') await queryClient.invalidateQueries({ queryKey: ['users'] });
      toast.show({ tone: 'positive', title: answer.message });
      onDataChange?.();
    } catch (failure) {
      toast.show({ tone: 'critical', title: actionErrorMessage(failure) });
    }
  };
  const selfId = session?.userId;
  // Stable, so a re-render of the directory does not re-render every memoized row.
  const rowActions = useCallback(
    (user: ActiveUserView) => {
      const ask = (action: Action) => (
        <RowButton
          tone={action === 'delete' ? 'critical' : 'neutral'}
          onPress={() => setPending({ user, action })}
        >
          {actionText[action].label}
        </RowButton>
      );
      return (
        <RowActions>
          {ask(user.isVerified ? 'unverify' : 'verify')}
          {ask(user.isActive ? 'deactivate' : 'activate')}
          {ask(user.isPeerReviewer ? 'peerOff' : 'peerOn')}
          {user.id === selfId ? null : ask('delete')}
        </RowActions>
      );
    },
    [selfId],
  );

  return (
    <>
      <DataTable<ActiveUserView>
        label="User accounts"
        noun="users"
        columns={userColumns}
        getRowId={userId}
        rows={users}
        isLoading={!rows && query.isPending}
        error={!rows && query.isError ? errorMessage(query.error) : null}
        emptyText="No users found"
        loadingText="Loading users..."
        maxSuggestions={10}
        rowActions={rowActions}
      />
      <Modal isOpen={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
        <Dialog
          title={pending ? actionText[pending.action].label : 'Confirm'}
          footer={(close) => (
            <>
              <Button onPress={close}>Cancel</Button>
              <Button
                tone={
                  pending?.action === 'delete' || pending?.action === 'deactivate'
                    ? 'critical'
                    : 'brand'
                }
                isDisabled={toggle.isPending}
                onPress={() => {
                  const current = pending;
                  close();
                  if (current) void run(current);
                }}
              >
                Confirm
              </Button>
            </>
          )}
        >
          <p>
            {pending
              ? actionText[pending.action].confirm(pending.user.name || pending.user.username)
              : ''}
          </p>
        </Dialog>
      </Modal>
    </>
  );
}
