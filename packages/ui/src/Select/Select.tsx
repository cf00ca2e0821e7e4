'use client';
import type { Key } from 'react-aria-components';
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
  Text,
} from 'react-aria-components';
import * as field from '../internal/field.css';
import { CheckIcon, ChevronDownIcon } from '../internal/icons';
import * as overlay from '../internal/overlay.css';
import * as styles from './Select.css';

/** One choice of a {@link Select}. */
export interface SelectOption {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps
  extends Omit<
    AriaSelectProps<SelectOption, 'single'>,
    | 'className'
    | 'style'
    | 'children'
    | 'items'
    | 'selectionMode'
    | 'selectedKey'
    | 'defaultSelectedKey'
    | 'onSelectionChange'
  > {
  /** The visible label (also the accessible name). */
  label: string;
  /** The choices, in order. */
  items: readonly SelectOption[];
  description?: string;
  /** Message shown when the select is invalid. */
  errorMessage?: string;
  /** Text shown while nothing is chosen. @default 'Select an option' */
  placeholder?: string;
}

/**
 * A labelled single-choice dropdown (react-aria `Select`): opens with Enter, Space or the arrow
 * keys, type-ahead to jump, Escape to close. Controlled with `value` / `onChange`.
 *
 * @example
 * <Select label="Status" items={[{ id: 'PR-Approved', label: 'PR-Approved' }]}
 *   value={status} onChange={setStatus} isRequired />
 */
export function Select({
  label,
  items,
  description,
  errorMessage,
  placeholder = 'Select an option',
  ...props
}: SelectProps) {
  return (
    <AriaSelect {...props} placeholder={placeholder} className={field.field}>
      <Label className={field.label}>{label}</Label>
      <Button className={styles.trigger}>
        <SelectValue className={styles.value} />
        <ChevronDownIcon />
      </Button>
      {description && (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      )}
      <FieldError className={field.error}>{errorMessage}</FieldError>
      <Popover className={overlay.surface} offset={4}>
        <ListBox className={overlay.list} items={items}>
          {(item) => (
            <ListBoxItem
              id={item.id}
              textValue={item.label}
              isDisabled={item.isDisabled}
              className={overlay.item}
            >
              {({ isSelected }) => (
                <>
                  {item.label}
                  {isSelected && <CheckIcon className={styles.check} />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
