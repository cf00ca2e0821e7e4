import type { ActiveUserView } from '@hrportal/api-client';
import { useActiveUsers, useSession, useUserToggle } from '@hrportal/react';
import { EmptyState, Skeleton, Switch, useToast } from '@hrportal/ui';
import * as css from '../portal.css';
import { failureText } from './errors';

/** User Accounts: the directory with the management toggles (verified, active, peer reviewer). */
export function UserAccountsScreen() {
  const query = useActiveUsers();
  const toggle = useUserToggle();
  const toast = useToast();
  const { session } = useSession();
  const users = query.data ? [...query.data.managers, ...query.data.recruiters] : [];

  const change = async (
    kind: 'verified' | 'active' | 'peer',
    user: ActiveUserView,
    value: boolean,
  ) => {
    try {
      const answer =
        kind === 'verified'
          ? await toggle.mutateAsync({
              kind,
              body: { user_id: user.id, user_name: user.username, user_status: value },
            })
          : kind === 'active'
            ? await toggle.mutateAsync({
                kind,
                body: {
                  user_id: user.id,
                  user_name: user.username,
                  user_status: value,
                  deactivated_name: session?.name ?? '',
                },
              })
            : await toggle.mutateAsync({ kind, body: { user_id: user.id, status: value } });
      toast.show({ tone: 'positive', title: answer.message });
    } catch (failure) {
      toast.show({ tone: 'critical', title: failureText(failure) });
    }
  };

  return (
    <section className={css.page} aria-labelledby="page-title">
      <h1 id="page-title" className={css.pageTitle}>
        User Accounts
      </h1>
      <div className={css.tableWrap}>
        {query.isPending ? (
          <Skeleton label="Loading users..." />
        ) : query.isError ? (
          <EmptyState title={`Error: ${failureText(query.error)}`} />
        ) : (
          <table className={css.table}>
            <thead>
              <tr>
                {[
                  'Username',
                  'Name',
                  'Email',
                  'User Type',
                  'Verified',
                  'Active',
                  'Peer Reviewer',
                ].map((label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user.id}>
                  <td>{user.username}</td>
                  <td>{user.name}</td>
                  <td>{user.email}</td>
                  <td>{user.userType}</td>
                  <td>
                    <Switch
                      isSelected={user.isVerified}
                      isDisabled={toggle.isPending}
                      onChange={(v) => change('verified', user, v)}
                    >
                      <span className={css.muted}>Verified: {user.username}</span>
                    </Switch>
                  </td>
                  <td>
                    <Switch
                      isSelected={user.isActive}
                      isDisabled={toggle.isPending}
                      onChange={(v) => change('active', user, v)}
                    >
                      <span className={css.muted}>Active: {user.username}</span>
                    </Switch>
                  </td>
                  <td>
                    <Switch
                      isSelected={user.isPeerReviewer}
                      isDisabled={toggle.isPending}
                      onChange={(v) => change('peer', user, v)}
                    >
                      <span className={css.muted}>Peer reviewer: {user.username}</span>
                    </Switch>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
