import type { OrgSettings, OrgSettingsResponse } from '@hrportal/api-client/contract';
import { useOrgSettings, useSaveOrgSettings } from '@hrportal/react';
import {
  Button,
  EmptyState,
  FormError,
  Skeleton,
  TextArea,
  TextField,
  useToast,
} from '@hrportal/ui';
import { type FormEvent, useEffect, useState } from 'react';
import * as styles from './dataTable.css';
import { actionErrorMessage } from './shared';

/** Props of {@link OrgSettingsForm}. */
export interface OrgSettingsFormProps {
  /** Settings brought by the host; without them the form reads `GET /org_settings`. */
  settings?: OrgSettingsResponse;
  isLoading?: boolean;
  error?: string | null;
  /** Saves instead of `POST /org_settings` (a host with its own data). */
  onSave?: (body: OrgSettings) => Promise<OrgSettingsResponse>;
}

type FieldErrors = { session_idle_minutes?: string; embed_origins?: string };

/**
 * The contract's checks, as messages per field (the server answers the same ones). The schema
 * (and zod) loads on the first Save: the settings page's chunk stays without them (issue 24).
 */
async function check(body: {
  session_idle_minutes: number;
  embed_origins: string[];
}): Promise<FieldErrors> {
  const { OrgSettings } = await import('@hrportal/api-client/contract');
  const parsed = OrgSettings.safeParse(body);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof FieldErrors;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Organisation settings (issue 16, leadership): the session inactivity timeout (5 to 30 minutes,
 * ASVS V3.3.2) and the origins allowed to embed the portal and its widgets (one per line). Each
 * field says what is wrong before anything is sent; Save answers with a toast, or the server's
 * own words.
 */
export function OrgSettingsForm({ settings, isLoading, error, onSave }: OrgSettingsFormProps) {
  const query = useOrgSettings({ enabled: !settings });
  const save = useSaveOrgSettings();
  const toast = useToast();
  const current = settings ?? query.data;
  const [minutes, setMinutes] = useState('');
  const [origins, setOrigins] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!current) return;
    setMinutes(String(current.settings.session_idle_minutes));
    setOrigins(current.settings.embed_origins.join('\n'));
  }, [current]);

  const loading = settings ? isLoading : query.isPending;
  const loadError = settings ? error : query.error ? actionErrorMessage(query.error) : null;
  if (loading) return <Skeleton rows={3} columns={1} label="Loading settings..." />;
  if (loadError) return <EmptyState title={`Error: ${loadError}`} />;
  if (!current) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      session_idle_minutes: minutes.trim() === '' ? Number.NaN : Number(minutes),
      embed_origins: origins
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    };
    const found = await check(body);
    setErrors(found);
    setFailure('');
    if (found.session_idle_minutes || found.embed_origins) return;
    setSaving(true);
    try {
      const answer = onSave ? await onSave(body) : await save.mutateAsync(body);
      setMinutes(String(answer.settings.session_idle_minutes));
      setOrigins(answer.settings.embed_origins.join('\n'));
      toast.show({ tone: 'positive', title: answer.message ?? 'Settings saved' });
    } catch (caught) {
      setFailure(actionErrorMessage(caught));
    } finally {
      setSaving(false);
    }
  };

  const fromConfig = current.config_origins;
  return (
    <form
      className={`${styles.form} ${styles.settingsForm}`}
      onSubmit={submit}
      noValidate
      aria-label="Organisation settings"
    >
      <TextField
        label="Session timeout (minutes)"
        type="number"
        value={minutes}
        onChange={setMinutes}
        description={`Signed-in users are signed out after this much inactivity: ${current.bounds.min} to ${current.bounds.max} minutes (ASVS V3.3.2). Applies from each session's next request.`}
        isInvalid={Boolean(errors.session_idle_minutes)}
        {...(errors.session_idle_minutes ? { errorMessage: errors.session_idle_minutes } : {})}
      />
      <TextArea
        label="Allowed embedding origins"
        rows={4}
        value={origins}
        onChange={setOrigins}
        placeholder="https://intranet.example.com"
        description={`One origin per line (scheme://host[:port]): these sites may embed the portal and its widgets and call the API from the browser.${fromConfig.length ? ` Always allowed by the server's configuration: ${fromConfig.join(', ')}.` : ''}`}
        isInvalid={Boolean(errors.embed_origins)}
        {...(errors.embed_origins ? { errorMessage: errors.embed_origins } : {})}
      />
      {failure ? <FormError message={failure} /> : null}
      <div>
        <Button type="submit" tone="brand" isDisabled={saving}>
          {saving ? 'Saving…' : 'Save Settings'}
        </Button>
      </div>
    </form>
  );
}
