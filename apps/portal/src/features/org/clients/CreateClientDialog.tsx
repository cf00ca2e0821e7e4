'use client';
import { CreateClientRequest } from '@hrportal/api-client/contract';
import { useCreateClient } from '@hrportal/react';
import { Button, Dialog, Modal, TextField, useToast } from '@hrportal/ui';
import { type FormEvent, useState } from 'react';
import { failureText } from '../../../common/errors';
import { FormError } from '../../../common/FormError';
import { fieldErrors } from '../../../common/fieldErrors';
import * as css from '../../../portal.css';

const empty = { name: '', contact_person: '', email: '', phone: '' };

/**
 * `New Client` (managers and leadership: `/create/client` is theirs, SPEC §7 "Assignment"): name
 * (required, unique), contact person, email, phone; the contract's messages under each field
 * before anything is sent, the server's (`A client with this name already exists`) after.
 */
export function CreateClientDialog({
  isOpen,
  onOpenChange,
  onCreated,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: (name: string) => void;
}) {
  const create = useCreateClient();
  const toast = useToast();
  const [form, setForm] = useState(empty);
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState('');
  const invalid = checked ? fieldErrors(CreateClientRequest, form) : {};
  const set = (key: keyof typeof empty) => (value: string) =>
    setForm((f) => ({ ...f, [key]: value }));

  const close = () => {
    setForm(empty);
    setChecked(false);
    setError('');
    onOpenChange(false);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setError('');
    if (Object.keys(fieldErrors(CreateClientRequest, form)).length) return;
    try {
      const answer = await create.mutateAsync(form);
      toast.show({ tone: 'positive', title: answer.message });
      onCreated?.(answer.client.name);
      close();
    } catch (failure) {
      setError(failureText(failure));
    }
  };

  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? onOpenChange(true) : close())}>
      <Dialog title="New Client">
        <form className={css.form} onSubmit={submit} noValidate>
          <TextField
            label="Client name"
            value={form.name}
            onChange={set('name')}
            isRequired
            isInvalid={Boolean(invalid.name)}
            {...(invalid.name ? { errorMessage: invalid.name } : {})}
            isFullWidth
            autoFocus
          />
          <TextField
            label="Contact person"
            value={form.contact_person}
            onChange={set('contact_person')}
            isInvalid={Boolean(invalid.contact_person)}
            {...(invalid.contact_person ? { errorMessage: invalid.contact_person } : {})}
            isFullWidth
          />
          <TextField
            label="Email"
            type="email"
            value={form.email}
            onChange={set('email')}
            isInvalid={Boolean(invalid.email)}
            {...(invalid.email ? { errorMessage: invalid.email } : {})}
            isFullWidth
          />
          <TextField
            label="Phone"
            type="tel"
            value={form.phone}
            onChange={set('phone')}
            isInvalid={Boolean(invalid.phone)}
            {...(invalid.phone ? { errorMessage: invalid.phone } : {})}
            isFullWidth
          />
          <FormError message={error} />
          <div className={css.row}>
            <Button onPress={close}>Cancel</Button>
            <Button type="submit" tone="brand" isDisabled={create.isPending}>
              Create Client
            </Button>
          </div>
        </form>
      </Dialog>
    </Modal>
  );
}
