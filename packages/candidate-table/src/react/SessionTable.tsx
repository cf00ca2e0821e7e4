import type { ActiveSession } from '@hrportal/api-client/contract';
import { useActiveSessions, useRevokeSession, useSession } from '@hrportal/react';
import { Button, Dialog, Modal, RowButton, useToast } from '@hrportal/ui';
import { useCallback, useState } from 'react';
import { formatDateTime } from './AuditTrail';
import { DataTable, type DataTableColumn, RowActions } from './DataTable';
import { actionErrorMessage } from './shared';

/** Columns of the sessions list: whose, since when, last activity, from where, which browser. */
export const sessionColumns: readonly DataTableColumn<ActiveSession>[] = [
  {
    id: 'user',
    header: 'User',
    value: (s) => s.user_name,
    cell: (s) => (s.current ? `${s.user_name} (this session)` : s.user_name),
    searchable: true,
    width: 170,
  },
  { id: 'name', header: 'Name', value: (s) => s.name, searchable: true, width: 150 },
  {
    id: 'lastSeen',
    header: 'Last activity',
    value: (s) => s.last_seen_at,
    cell: (s) => formatDateTime(s.last_seen_at),
    width: 128,
  },
  {
    id: 'created',
    header: 'Signed in',
    value: (s) => s.created_at,
    cell: (s) => formatDateTime(s.created_at),
    width: 128,
  },
  { id: 'ip', header: 'IP', value: (s) => s.ip, searchable: true, width: 120 },
  { id: 'browser', header: 'Browser', value: (s) => s.user_agent, width: 260 },
];

/** What the confirmation says: revoking the reader's own session signs them out. */
function revokeQuestion(session: ActiveSession): string {
  return session.current
    ? 'This is your current session. Revoking it signs you out of this browser now.'
    : `Revoke this session of ${session.name || session.user_name}? They will be signed out on their next action.`;
}

/** Props of {@link SessionTable}. */
export interface SessionTableProps {
  /** Sessions brought by the host; without them the table reads `GET /active_sessions`. */
  rows?: readonly ActiveSession[];
  isLoading?: boolean;
  error?: string | null;
  /** A session was revoked: a host that passes `rows` reloads them. */
  onDataChange?: () => void;
}

const sessionId = (s: ActiveSession) => String(s.session_id);

/**
 * Active sessions per user (issue 16): who, last activity, since when, IP and browser, with a
 * Revoke button that asks first; the row goes once the server has ended the session. Revoking
 * one's own session says it signs this browser out, and does so.
 */
export function SessionTable({ rows, isLoading, error, onDataChange }: SessionTableProps) {
  const query = useActiveSessions({ enabled: !rows });
  const revoke = useRevokeSession();
  const { logout } = useSession();
  const toast = useToast();
  const [pending, setPending] = useState<ActiveSession | null>(null);

  const run = async (session: ActiveSession) => {
    try {
      const answer = await revoke.mutateAsync(session.session_id);
      toast.show({ tone: 'positive', title: answer.message });
      onDataChange?.();
      // The server has ended this browser's session: leave as a logout does.
      if (session.current) await logout().catch(() => undefined);
    } catch (failure) {
      toast.show({ tone: 'critical', title: actionErrorMessage(failure) });
    }
  };
  const rowActions = useCallback(
    (session: ActiveSession) => (
      <RowActions>
        <RowButton tone="critical" onPress={() => setPending(session)}>
          Revoke
        </RowButton>
      </RowActions>
    ),
    [],
  );

  return (
    <>
      <DataTable<ActiveSession>
        label="Active sessions"
        noun="sessions"
        columns={sessionColumns}
        getRowId={sessionId}
        rows={rows ?? query.data?.sessions ?? []}
        isLoading={rows ? isLoading : query.isPending}
        error={rows ? (error ?? null) : query.error ? actionErrorMessage(query.error) : null}
        emptyText="No active sessions"
        loadingText="Loading sessions..."
        rowActions={rowActions}
        actionsWidth={96}
      />
      <Modal isOpen={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
        <Dialog
          title={pending?.current ? 'Sign out now?' : 'Revoke session?'}
          footer={(close) => (
            <>
              <Button onPress={close}>Cancel</Button>
              <Button
                tone="critical"
                isDisabled={revoke.isPending}
                onPress={() => {
                  const current = pending;
                  close();
                  if (current) void run(current);
                }}
              >
                {pending?.current ? 'Revoke and sign out' : 'Revoke'}
              </Button>
            </>
          )}
        >
          <p>{pending ? revokeQuestion(pending) : ''}</p>
        </Dialog>
      </Modal>
    </>
  );
}
