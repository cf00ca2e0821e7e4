import type { ChatGroupView, ChatState } from '@hrportal/api-client/chat';
import { Avatar } from '@hrportal/ui';
import { useId, useState } from 'react';
import { addableMembers, memberCountText, validateNewGroup } from '../model/selectors';
import * as styles from './chat.css';
import { Button, Checkbox, IconButton, TextField } from './primitives/controls';
import { Overlay } from './primitives/Overlay';
import * as overlayStyles from './primitives/primitives.css';

interface CreateGroupDialogProps {
  state: ChatState;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onCreate: (name: string, memberIds: number[]) => Promise<string | null>;
}

/** Create Group Chat (SPEC §2): Group Name, member checklist, Cancel and Create Group. */
export function CreateGroupDialog({
  state,
  isOpen,
  onOpenChange,
  onCreate,
}: CreateGroupDialogProps) {
  const [name, setName] = useState('');
  const [members, setMembers] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const people = Object.values(state.people)
    .filter((p) => p.id !== state.me?.id)
    .sort((a, b) => a.name.localeCompare(b.name));
  const reset = () => {
    setName('');
    setMembers([]);
    setError(null);
    setBusy(false);
  };
  const close = () => {
    reset();
    onOpenChange(false);
  };
  const submit = async () => {
    const problem = validateNewGroup(name, members);
    if (problem) return setError(problem);
    setBusy(true);
    const refused = await onCreate(name.trim(), members);
    setBusy(false);
    if (refused) return setError(refused);
    close();
  };
  const titleId = useId();
  return (
    <Overlay isOpen={isOpen} onDismiss={close} labelledBy={titleId}>
      <div className={overlayStyles.dialogHeader}>
        <h2 id={titleId} className={overlayStyles.dialogTitle}>
          Create Group Chat
        </h2>
        <IconButton label="Close" icon={<CloseIcon />} onClick={close} />
      </div>
      <div className={overlayStyles.dialogBody}>
        <TextField label="Group Name" value={name} onChange={setName} autoFocus />
        <fieldset className={styles.checklist}>
          <legend className={styles.visuallyHidden}>Members</legend>
          {people.map((p) => (
            <Checkbox
              key={p.id}
              checked={members.includes(p.id)}
              onChange={(on) =>
                setMembers((m) => (on ? [...m, p.id] : m.filter((id) => id !== p.id)))
              }
            >
              {p.name} <span className={styles.muted}>{p.email}</span>
            </Checkbox>
          ))}
        </fieldset>
        {error ? (
          <p className={styles.formError} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className={overlayStyles.dialogFooter}>
        <Button onClick={close}>Cancel</Button>
        <Button tone="brand" disabled={busy} onClick={() => void submit()}>
          Create Group
        </Button>
      </div>
    </Overlay>
  );
}

function CloseIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

interface GroupPanelProps {
  state: ChatState;
  group: ChatGroupView;
  onAdd: (ids: number[]) => void;
  onRemove: (id: number) => void;
  onLeave: () => void;
  onDelete: () => void;
}

/**
 * The group panel (SPEC §2, §5): members Online/Offline; for the creator Add Members (`Add N
 * Member(s)`, disabled with no selection), Remove Member (not themself) and Delete Group; for the
 * others Leave Group. Destructive actions ask once more.
 */
export function GroupPanel({ state, group, onAdd, onRemove, onLeave, onDelete }: GroupPanelProps) {
  const me = state.me?.id ?? 0;
  const isCreator = group.createdBy === me;
  const [adding, setAdding] = useState<number[]>([]);
  const [confirm, setConfirm] = useState<'leave' | 'delete' | number | null>(null);
  const nameOf = (id: number) =>
    id === me
      ? (state.me?.name ?? 'You')
      : (state.people[id]?.name ?? group.memberNames[id] ?? `User ${id}`);
  const candidates = isCreator ? addableMembers(state, group.id) : [];
  return (
    <aside className={styles.panel} aria-label="Group info">
      <div>
        <h3 className={styles.title}>{group.name}</h3>
        <span className={styles.muted}>{memberCountText(group.members.length)}</span>
      </div>
      <section aria-label="Members">
        {group.members.map((id) => {
          const online = id === me ? state.isConnected : Boolean(state.people[id]?.isOnline);
          return (
            <div key={id} className={styles.memberRow}>
              <Avatar name={nameOf(id)} size="small" />
              <span className={styles.itemText}>
                <span className={styles.itemName}>
                  {nameOf(id)}
                  {id === me ? ' (you)' : ''}
                </span>
                <span className={styles.muted}>
                  {online ? 'Online' : 'Offline'}
                  {id === group.createdBy ? ' · Creator' : ''}
                </span>
              </span>
              {isCreator && id !== me ? (
                confirm === id ? (
                  <>
                    <Button
                      size="small"
                      tone="critical"
                      onClick={() => {
                        onRemove(id);
                        setConfirm(null);
                      }}
                    >
                      Remove
                    </Button>
                    <Button size="small" onClick={() => setConfirm(null)}>
                      Cancel
                    </Button>
                  </>
                ) : (
                  <Button
                    size="small"
                    onClick={() => setConfirm(id)}
                    aria-label={`Remove Member ${nameOf(id)}`}
                  >
                    Remove Member
                  </Button>
                )
              ) : null}
            </div>
          );
        })}
      </section>
      {isCreator ? (
        <section aria-label="Add Members">
          <h4 className={styles.sectionTitle}>Add Members</h4>
          {candidates.length === 0 ? (
            <p className={styles.muted}>Everyone is already in this group.</p>
          ) : (
            <div className={styles.checklist}>
              {candidates.map((p) => (
                <Checkbox
                  key={p.id}
                  checked={adding.includes(p.id)}
                  onChange={(on) =>
                    setAdding((a) => (on ? [...a, p.id] : a.filter((id) => id !== p.id)))
                  }
                >
                  {p.name}
                </Checkbox>
              ))}
            </div>
          )}
          <Button
            tone="brand"
            disabled={adding.length === 0}
            onClick={() => {
              onAdd(adding);
              setAdding([]);
            }}
          >
            {`Add ${adding.length} Member(s)`}
          </Button>
        </section>
      ) : null}
      {confirm === 'leave' || confirm === 'delete' ? (
        <fieldset aria-label="Confirm" style={{ border: 'none', padding: 0, margin: 0 }}>
          <p>
            {confirm === 'delete' ? `Delete ${group.name} for everyone?` : `Leave ${group.name}?`}
          </p>
          <Button tone="critical" onClick={confirm === 'delete' ? onDelete : onLeave}>
            {confirm === 'delete' ? 'Yes, delete group' : 'Yes, leave group'}
          </Button>{' '}
          <Button onClick={() => setConfirm(null)}>Cancel</Button>
        </fieldset>
      ) : isCreator ? (
        <Button tone="critical" onClick={() => setConfirm('delete')}>
          Delete Group
        </Button>
      ) : (
        <Button tone="critical" onClick={() => setConfirm('leave')}>
          Leave Group
        </Button>
      )}
    </aside>
  );
}
