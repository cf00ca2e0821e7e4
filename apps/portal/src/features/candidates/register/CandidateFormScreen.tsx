import { isHrPortalError } from '@hrportal/api-client';
import {
  additionalFilesMax,
  type Candidate,
  type CareerRegistration,
  phoneKey,
  serverMessages,
} from '@hrportal/api-client/contract';
import {
  invalidateSummaries,
  queryKeys,
  useClient,
  useClients,
  useHrPortalStorage,
  useJobs,
  useSession,
} from '@hrportal/react';
import { Button, Skeleton, useToast } from '@hrportal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { failureText } from '../../../common/errors';
import { LeaveGuard } from '../../../common/LeaveGuard';
import * as css from '../../../portal.css';
import { listPath } from '../../../screens';
import {
  CandidateForm,
  type DuplicateMatch,
  EditLoadFailure,
  type JobOption,
  type ParseState,
} from './CandidateForm';
import {
  addBody,
  type CandidateFormValues,
  contentError,
  differs,
  draftKey,
  editBody,
  emptyForm,
  fillEmpty,
  formErrors,
  fromCandidate,
  readDraft,
  registrationFields,
  type Suggestion,
  suggestionsFrom,
  type TextFieldName,
  toBase64,
} from './candidateForm';
import { editCandidatePath } from './editPath';

/** Answers of `/parse_resume` that refuse the file itself (§5/§8: type, size, no text, corrupt, zip bomb). */
const documentRefusals = new Set([400, 413, 415, 422]);
/** Debounce of the duplicate check while the user types (SPEC §9 search debounce is 250 ms). */
const checkDebounceMs = 400;
/** How often the draft is written while the user types. */
const draftDebounceMs = 500;

interface FormState {
  mode: 'register' | 'edit';
  /** The values the form started from (an empty form, or the stored candidate). */
  base: CandidateFormValues;
  /** The stored candidate (edit). */
  candidate?: Candidate;
  /** A careers registration to prefill from (register). */
  registrationId?: number;
  onReload?: () => Promise<Candidate | undefined>;
}

/** The state and actions of the register / edit form; the screens below only load and render. */
function CandidateFormController({ mode, base, candidate, registrationId, onReload }: FormState) {
  const client = useClient();
  const { session, role } = useSession();
  const storage = useHrPortalStorage();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const clients = useClients();
  const jobs = useJobs();

  const key = draftKey(session?.userId, mode === 'register' ? 'register' : (candidate?.id ?? 0));
  const [restored] = useState(() => readDraft(storage.getItem(key), base));
  const [values, setValues] = useState<CandidateFormValues>(restored?.values ?? base);
  const [draftSavedAt, setDraftSavedAt] = useState<string | null>(restored?.savedAt ?? null);
  const [loadedAt, setLoadedAt] = useState(candidate?.updated_at);
  const [baseline, setBaseline] = useState(base);
  const [errors, setErrors] = useState<Partial<Record<TextFieldName, string>>>({});
  const [tried, setTried] = useState(false);
  const [resume, setResume] = useState<File | null>(null);
  // The resume before a new pick: it stays when the server refuses the new file.
  const resumeRef = useRef(resume);
  resumeRef.current = resume;
  const [additional, setAdditional] = useState<File[]>([]);
  const [fileError, setFileError] = useState('');
  const [parse, setParse] = useState<ParseState>({ state: 'idle' });
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [duplicates, setDuplicates] = useState<DuplicateMatch[]>([]);
  const [error, setError] = useState('');
  const [stale, setStale] = useState(false);
  const [saving, setSaving] = useState(false);
  const valuesRef = useRef(values);
  valuesRef.current = values;

  const dirty = differs(values, baseline) || resume !== null || additional.length > 0;

  // The draft: written as the user types, removed once saved or discarded.
  useEffect(() => {
    if (!differs(values, baseline)) return;
    const timer = setTimeout(() => {
      storage.setItem(key, JSON.stringify({ values, savedAt: new Date().toISOString() }));
    }, draftDebounceMs);
    return () => clearTimeout(timer);
  }, [values, baseline, key, storage]);

  // Duplicate check by email, phone (any variant) and name + phone, debounced while typing.
  const email = values.email.trim();
  const mobile = values.mobile.trim();
  const name = values.name.trim();
  useEffect(() => {
    const emailOk = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
    const mobileOk = phoneKey(mobile).length >= 7;
    if (!emailOk && !mobileOk) {
      setDuplicates([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      client.candidates
        .check(
          {
            ...(emailOk ? { email } : {}),
            ...(mobileOk ? { mobile } : {}),
            ...(name ? { name } : {}),
          },
          { signal: controller.signal },
        )
        .then(
          (answer) =>
            setDuplicates(
              (answer.matches ?? []).filter(
                (m) => m.candidate_id === null || m.candidate_id !== candidate?.id,
              ),
            ),
          // A failed check does not block the form: the server checks again on save.
          () => undefined,
        );
    }, checkDebounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, email, mobile, name, candidate?.id]);

  const onChange = useCallback(
    <K extends keyof CandidateFormValues>(field: K, value: CandidateFormValues[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setSuggestions((open) => open.filter((s) => s.field !== field || s.value !== value));
    },
    [],
  );

  // Re-check the fields as the user fixes them, once a save was tried.
  useEffect(() => {
    if (tried) setErrors(formErrors(values));
  }, [tried, values]);

  /** Offers parsed (or registration) fields: empty fields are filled, the rest are suggestions. */
  const offer = useCallback((found: Partial<Record<string, string>>) => {
    const {
      values: next,
      open,
      filled,
    } = fillEmpty(valuesRef.current, suggestionsFrom(found, valuesRef.current));
    setValues(next);
    setSuggestions(open);
    return filled;
  }, []);

  const takeResume = useCallback(
    async (file: File) => {
      setFileError('');
      const refused = await contentError(file);
      if (refused) {
        setFileError(`${file.name}: ${refused}`);
        return;
      }
      const before = resumeRef.current;
      setResume(file);
      setParse({ state: 'parsing', fileName: file.name });
      try {
        const answer = await client.candidates.parseResume({
          resume: await toBase64(file),
          filename: file.name,
        });
        const filled = offer(answer.data);
        const labels = new Map<string, string>([
          ['name', 'name'],
          ['email', 'email'],
          ['mobile', 'mobile'],
          ['skills', 'skills'],
          ['experience', 'experience'],
          ['current_company', 'company'],
          ['position', 'position'],
          ['current_job_location', 'location'],
          ['qualifications', 'qualifications'],
          ['linkedin', 'LinkedIn'],
        ]);
        setParse({
          state: 'done',
          fileName: file.name,
          filled: filled.map((f) => labels.get(f) ?? f),
        });
      } catch (failure) {
        // The server refused the document itself (§8: no text layer, corrupt, a zip bomb): it is
        // not attached, and a resume chosen before stays. Any other failure keeps the file.
        if (isHrPortalError(failure) && documentRefusals.has(failure.status)) {
          setResume(before);
          setParse({ state: 'idle' });
          setFileError(`${file.name}: ${failureText(failure)} It was not attached.`);
          return;
        }
        setParse({ state: 'failed', fileName: file.name, message: failureText(failure) });
      }
    },
    [client, offer],
  );

  // Convert to candidate: the careers registration's answers, then its resume.
  const converted = useRef(false);
  useEffect(() => {
    if (registrationId === undefined || converted.current) return;
    converted.current = true;
    void (async () => {
      let registration: CareerRegistration | undefined;
      try {
        registration = (await client.careers.registrations()).find((r) => r.id === registrationId);
      } catch (failure) {
        setError(`Could not read careers registration ${registrationId}: ${failureText(failure)}`);
        return;
      }
      if (!registration) {
        setError(`Careers registration ${registrationId} was not found.`);
        return;
      }
      const found = registration;
      offer(registrationFields(found));
      setValues((current) => ({
        ...current,
        ...(found.job_id !== null && !current.job_id ? { job_id: String(found.job_id) } : {}),
        ...(found.client && !current.client ? { client: found.client } : {}),
        ...(found.message && !current.remarks
          ? { remarks: `Careers application: ${found.message}` }
          : {}),
      }));
      if (found.resume_present) {
        try {
          const file = await client.files.careersResume(found.id);
          await takeResume(new File([file.blob], file.fileName, { type: file.blob.type }));
        } catch (failure) {
          setFileError(`The registration's resume could not be read: ${failureText(failure)}`);
        }
      }
    })();
  }, [client, registrationId, offer, takeResume]);

  const takeAdditional = async (files: File[]) => {
    setFileError('');
    const room = additionalFilesMax - additional.length;
    const ok: File[] = [];
    for (const file of files) {
      const refused = await contentError(file);
      if (refused) setFileError(`${file.name}: ${refused}`);
      else ok.push(file);
    }
    if (ok.length > room) setFileError(`At most ${additionalFilesMax} additional files`);
    setAdditional((current) => [...current, ...ok.slice(0, room)]);
  };

  const save = async () => {
    setTried(true);
    const found = formErrors(values);
    setErrors(found);
    setError('');
    if (Object.keys(found).length) {
      // Focus the first field that needs attention.
      requestAnimationFrame(() =>
        document.querySelector<HTMLInputElement>('form [aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setSaving(true);
    try {
      const files = {
        resume: resume ? { filename: resume.name, base64: await toBase64(resume) } : undefined,
        additional: await Promise.all(
          additional.map(async (f) => ({ filename: f.name, base64: await toBase64(f) })),
        ),
      };
      if (mode === 'register') {
        // The client's own call, not the mutation hook: the form says what failed, in place,
        // instead of the provider's generic error toast.
        const answer = await client.candidates.add(addBody(values, files, registrationId));
        client.candidates.invalidate();
        await queryClient.invalidateQueries({ queryKey: ['candidates'] });
        if (registrationId !== undefined) {
          await queryClient.invalidateQueries({ queryKey: queryKeys.careers('registrations') });
        }
        invalidateSummaries(queryClient);
        toast.show({ tone: 'positive', title: `${answer.candidate.name} was registered` });
      } else if (candidate) {
        const answer = await client.candidates.edit(
          candidate.id,
          editBody(values, baseline, loadedAt, files),
        );
        client.candidates.invalidate();
        await queryClient.invalidateQueries({ queryKey: ['candidates'] });
        invalidateSummaries(queryClient);
        toast.show({ tone: 'positive', title: `${answer.candidate.name} was saved` });
      }
      storage.removeItem(key);
      setBaseline(values);
      setResume(null);
      setAdditional([]);
      navigate(listPath(role, 'candidates') ?? '/');
    } catch (failure) {
      // The input stays as typed: only the message changes.
      if (
        isHrPortalError(failure) &&
        failure.status === 409 &&
        failure.message === serverMessages.staleCandidate
      ) {
        setStale(true);
      } else {
        setError(
          isHrPortalError(failure) && failure.kind === 'http' && failure.status < 500
            ? failureText(failure)
            : `${mode === 'register' ? 'Failed to add candidate' : 'Failed to save candidate'}: ${failureText(failure)} Your input is kept; try again.`,
        );
      }
      // The message sits at the end of the form, by the buttons: bring it into view.
      requestAnimationFrame(() =>
        [...document.querySelectorAll('form [role="alert"]')]
          .at(-1)
          ?.scrollIntoView({ block: 'center' }),
      );
    } finally {
      setSaving(false);
    }
  };

  const [kept, setKept] = useState<CandidateFormValues | null>(null);
  const reload = async () => {
    const fresh = await onReload?.();
    if (!fresh) return;
    setKept(values);
    const next = fromCandidate(fresh);
    setBaseline(next);
    setValues(next);
    setLoadedAt(fresh.updated_at);
    setStale(false);
  };

  const discardDraft = () => {
    storage.removeItem(key);
    setDraftSavedAt(null);
    setValues(baseline);
    setSuggestions([]);
  };

  const clientOptions = useMemo(
    () =>
      (clients.data?.clients ?? [])
        .map((c) => ({ id: c.name, label: c.name }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [clients.data],
  );
  const jobOptions = useMemo<JobOption[]>(
    () =>
      [...(jobs.data?.job_posts_active ?? []), ...(jobs.data?.job_posts_hold ?? [])].map((job) => ({
        id: job.id,
        label: `#${job.id} ${job.role}`,
        detail: `${job.client} · ${job.job_status}`,
        client: job.client,
      })),
    [jobs.data],
  );

  return (
    <>
      {/* Unsaved input: leaving asks first (in the portal and out); the draft keeps it too. */}
      <LeaveGuard when={dirty && !saving} note="A draft of it is kept on this device." />
      {kept ? (
        <div className={css.row} role="status">
          <span className={css.muted}>
            Reloaded the latest version. Your unsaved input is kept.
          </span>
          <Button
            size="small"
            onPress={() => {
              setValues(kept);
              setKept(null);
            }}
          >
            Restore my input
          </Button>
          <Button size="small" onPress={() => setKept(null)}>
            Discard my input
          </Button>
        </div>
      ) : null}
      <CandidateForm
        mode={mode}
        values={values}
        errors={errors}
        onChange={onChange}
        clients={clientOptions}
        jobs={jobOptions}
        showRecruiter={mode === 'register' && role !== 'recruiter'}
        resume={resume}
        storedResume={candidate?.resume_present ?? false}
        parse={parse}
        fileError={fileError}
        onResume={(file) => void takeResume(file)}
        onFileRefused={(message) => setFileError(message)}
        suggestions={suggestions}
        onAccept={(s) => onChange(s.field, s.value)}
        onAcceptAll={() => {
          setValues((current) => {
            const next = { ...current };
            for (const s of suggestions) next[s.field] = s.value;
            return next;
          });
          setSuggestions([]);
        }}
        onDismiss={(s) => setSuggestions((open) => open.filter((o) => o !== s))}
        additional={additional}
        additionalMax={additionalFilesMax}
        onAdditional={(files) => void takeAdditional(files)}
        onRemoveAdditional={(index) =>
          setAdditional((current) => current.filter((_, i) => i !== index))
        }
        duplicates={duplicates}
        profilePath={(id) => editCandidatePath(role, id)}
        draftSavedAt={draftSavedAt}
        onDiscardDraft={discardDraft}
        error={error}
        stale={stale}
        onReload={() => void reload()}
        saving={saving}
        onSubmit={() => void save()}
        onCancel={() => navigate(-1)}
      />
    </>
  );
}

/**
 * Register Candidate (`/register-candidate`, `/{role}/register-candidate[/:jobId]`): the form,
 * empty or with the route's job chosen; `?careersRegistration=<id>` prefills from that careers
 * registration and its resume (Careers' "Convert to candidate").
 */
export function RegisterCandidateScreen({ title }: { title: string }) {
  const { jobId } = useParams();
  const [params] = useSearchParams();
  const registration = Number(params.get('careersRegistration'));
  const base = useMemo(() => emptyForm(jobId && /^\d+$/.test(jobId) ? jobId : ''), [jobId]);
  return (
    <section className={css.page} aria-labelledby="page-title">
      <h1 id="page-title" className={css.pageTitle}>
        {title}
      </h1>
      <CandidateFormController
        key={`${jobId ?? ''}-${registration || ''}`}
        mode="register"
        base={base}
        {...(Number.isSafeInteger(registration) && registration > 0
          ? { registrationId: registration }
          : {})}
      />
    </section>
  );
}

/**
 * Edit Candidate (`/{role}/edit-candidate?id=<id>`): the same form on the stored candidate. A load
 * failure shows the §2 fallback, Failed to Load Edit Candidate with Refresh Page.
 */
export function EditCandidateScreen({ title }: { title: string }) {
  const client = useClient();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isSafeInteger(id) && id > 0;
  const loaded = useQuery({
    queryKey: ['candidate', id],
    queryFn: () => client.candidates.get(id),
    enabled: valid,
    retry: false,
    // The fallback below says what failed; no toast on top of it.
    meta: { silentErrors: true },
    staleTime: 0,
    gcTime: 0,
  });
  const base = useMemo(
    () => (loaded.data ? fromCandidate(loaded.data.candidate) : undefined),
    [loaded.data],
  );
  let body: ReactNode;
  if (!valid || loaded.isError) {
    body = (
      <EditLoadFailure
        reason={
          !valid
            ? 'The link names no candidate to edit.'
            : failureText(loaded.error, 'The candidate could not be loaded.')
        }
        onRefresh={() => window.location.reload()}
      />
    );
  } else if (!base || !loaded.data) {
    body = <Skeleton rows={6} columns={3} />;
  } else {
    body = (
      <CandidateFormController
        key={id}
        mode="edit"
        base={base}
        candidate={loaded.data.candidate}
        onReload={async () => (await loaded.refetch()).data?.candidate}
      />
    );
  }
  return (
    <section className={css.page} aria-labelledby="page-title">
      <h1 id="page-title" className={css.pageTitle}>
        {loaded.data ? `${title}: ${loaded.data.candidate.name}` : title}
      </h1>
      {body}
    </section>
  );
}
