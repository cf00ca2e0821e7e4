'use client';
import { useMemo, useState } from 'react';
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  FieldError,
  Input,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
import * as field from '../internal/field.css';
import { ChevronDownIcon } from '../internal/icons';
import * as overlay from '../internal/overlay.css';
import * as styles from './ComboBox.css';

/** One suggestion of a {@link ComboBox}. */
export interface ComboBoxOption {
  id: Key;
  label: string;
  /** A second, muted line (a job's client, a person's email). */
  detail?: string;
}

/** Props of {@link ComboBox}. */
export interface ComboBoxProps
  extends Omit<
    AriaComboBoxProps<ComboBoxOption>,
    | 'className'
    | 'style'
    | 'children'
    | 'items'
    | 'defaultItems'
    | 'inputValue'
    | 'onInputChange'
    | 'selectedKey'
    | 'onSelectionChange'
  > {
  /** The visible label (also the accessible name). */
  label: string;
  /** Every choice; the list shows those whose label or detail contains the typed text. */
  items: readonly ComboBoxOption[];
  /** The chosen option's id (`null`: none). */
  value: Key | null;
  /** Called with the chosen id, or `null` when the text is cleared or matches no option. */
  onChange: (id: Key | null) => void;
  /** At most this many suggestions are listed. @default 10 */
  limit?: number;
  /**
   * Called with the typed text as it changes, so the host can load matching `items` from the
   * server (a search endpoint); the list still filters what it is given.
   */
  onSearch?: (text: string) => void;
  /**
   * Where the suggestion list is rendered (default: `document.body`). Inside a native modal
   * `<dialog>` pass the dialog: everything outside the browser's top layer is inert there, so a
   * list in the body could be seen but not clicked.
   */
  portalContainer?: Element | undefined;
  description?: string;
  errorMessage?: string;
  placeholder?: string;
}

/**
 * A labelled text input with a suggestion list (react-aria `ComboBox`): type to filter (case-
 * insensitive substring of the label or its detail, at most `limit` suggestions — SPEC §2 lists show
 * up to 10), arrow keys to move, Enter to choose, Escape to close. Controlled by the chosen `value`.
 *
 * @example
 * <ComboBox label="Client" items={clients.map((c) => ({ id: c.name, label: c.name }))}
 *   value={client} onChange={setClient} />
 */
export function ComboBox({
  label,
  items,
  value,
  onChange,
  limit = 10,
  description,
  errorMessage,
  placeholder,
  onSearch,
  portalContainer,
  ...props
}: ComboBoxProps) {
  const chosen = items.find((item) => item.id === value);
  const [text, setText] = useState(chosen?.label ?? '');
  const [editing, setEditing] = useState(false);
  // The input shows the chosen label unless the user is typing.
  const shown = editing ? text : (chosen?.label ?? (value === null ? text : String(value)));
  const suggestions = useMemo(() => {
    const needle = editing ? text.trim().toLowerCase() : '';
    return items
      .filter(
        (item) =>
          !needle ||
          item.label.toLowerCase().includes(needle) ||
          (item.detail ?? '').toLowerCase().includes(needle),
      )
      .slice(0, limit);
  }, [items, text, editing, limit]);
  return (
    <AriaComboBox
      {...props}
      className={field.field}
      items={suggestions}
      inputValue={shown}
      onInputChange={(next) => {
        setEditing(true);
        setText(next);
        onSearch?.(next);
        if (next === '' && value !== null) onChange(null);
      }}
      selectedKey={chosen ? chosen.id : null}
      onSelectionChange={(id) => {
        setEditing(false);
        const item = items.find((candidate) => candidate.id === id);
        setText(item?.label ?? '');
        onChange(id ?? null);
      }}
      menuTrigger="focus"
      allowsEmptyCollection
    >
      <Label className={field.label}>{label}</Label>
      <div className={styles.group}>
        <Input className={`${field.control} ${styles.input}`} placeholder={placeholder} />
        <Button className={styles.button} aria-label={`Show ${label} suggestions`}>
          <ChevronDownIcon />
        </Button>
      </div>
      {description && (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      )}
      <FieldError className={field.error}>{errorMessage}</FieldError>
      <Popover
        className={overlay.surface}
        offset={4}
        {...(portalContainer ? { UNSTABLE_portalContainer: portalContainer } : {})}
      >
        <ListBox<ComboBoxOption>
          className={overlay.list}
          renderEmptyState={() => <span className={styles.empty}>No matches</span>}
        >
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} className={overlay.item}>
              <span className={styles.option}>
                <span>{item.label}</span>
                {item.detail ? <span className={styles.detail}>{item.detail}</span> : null}
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
