import { Avatar, Button, Checkbox, Dialog, Modal, TextField } from '@hrportal/ui';
import { useState } from 'react';
import { addableMembers, memberCountText, validateNewGroup } from '../model/selectors';
import type { ChatGroupView, ChatState } from '../model/state';
import * as styles from './chat.css';

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
  const submit = async (close: () => void) => {
    const problem = validateNewGroup(name, members);
    if (problem) return setError(problem);
    setBusy(true);
    const refused = await onCreate(name.trim(), members);
    setBusy(false);
    if (refused) return setError(refused);
    reset();
    close();
  };
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) reset();
        onOpenChange(open);
      }}
    >
      <Dialog
        title="Create Group Chat"
        footer={(close) => (
          <>
            <Button onPress={close}>Cancel</Button>
            <Button tone="brand" isDisabled={busy} onPress={() => void submit(close)}>
              Create Group
            </Button>
          </>
        )}
      >
        <TextField label="Group Name" value={name} onChange={setName} isFullWidth autoFocus />
        <fieldset className={styles.checklist} aria-label="Members">
          {people.map((p) => (
            <Checkbox
              key={p.id}
              isSelected={members.includes(p.id)}
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
      </Dialog>
    </Modal>
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
      ? `${state.me?.name ?? 'You'} (you)`
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
                <span className={styles.itemName}>{nameOf(id)}</span>
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
                      onPress={() => {
                        onRemove(id);
                        setConfirm(null);
                      }}
                    >
                      Remove
                    </Button>
                    <Button size="small" onPress={() => setConfirm(null)}>
                      Cancel
                    </Button>
                  </>
                ) : (
                  <Button
                    size="small"
                    onPress={() => setConfirm(id)}
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
                  isSelected={adding.includes(p.id)}
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
            isDisabled={adding.length === 0}
            onPress={() => {
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
          <Button tone="critical" onPress={confirm === 'delete' ? onDelete : onLeave}>
            {confirm === 'delete' ? 'Yes, delete group' : 'Yes, leave group'}
          </Button>{' '}
          <Button onPress={() => setConfirm(null)}>Cancel</Button>
        </fieldset>
      ) : isCreator ? (
        <Button tone="critical" onPress={() => setConfirm('delete')}>
          Delete Group
        </Button>
      ) : (
        <Button tone="critical" onPress={() => setConfirm('leave')}>
          Leave Group
        </Button>
      )}
    </aside>
  );
}
