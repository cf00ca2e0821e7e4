'use client';
import type {
  AiCandidateScore,
  AiDocument,
  AiDocumentType,
  AiEnhancement,
  AiMode,
  AiRequest,
  AiResult,
  AiStatus,
  AiStoredDocumentChoice,
  AiTask,
} from '@hrportal/api-client/contract';
import { messages, serverMessages } from '@hrportal/api-client/contract';
import {
  type ComponentType,
  type DragEvent,
  type FormEvent,
  Fragment,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import {
  acceptFiles,
  actionsFor,
  documentTypeLabels,
  type FileStatus,
  modeLabel,
  questionTask,
  typeForFile,
} from '../model/assistant';
import { type DiffGranularity, diffCounts, jdDiff } from '../model/diff';
import * as styles from './assistant.css';
import type { StoredPickerProps } from './StoredDocumentPicker';

/**
 * What the dialog needs from a server: the answerer's mode, document processing and streamed
 * tasks. `AiAssistant` passes the SDK's `client.ai`; stories and other hosts pass their own.
 *
 * @example
 * ```ts
 * const backend: AssistantBackend = { status, processFile, stream };
 * ```
 */
export interface AssistantBackend {
  /** Who answers (shown in the header), and this month's token budget when the server tells. */
  status(): Promise<{ mode: AiMode; model: string; budget?: AiStatus['budget'] }>;
  /** The text of one file (rejects with an Error whose message is the §8 text). */
  processFile(file: File, type: AiDocumentType): Promise<AiDocument>;
  /** Runs a task, calling `onToken` per piece; rejects with the §8 text; `signal` stops it. */
  stream(
    request: AiRequest,
    onToken: (text: string) => void,
    signal: AbortSignal,
  ): Promise<AiResult>;
  /** The stored resumes and JDs the user may read (the picker's choices); absent: no picker. */
  storedDocuments?(): Promise<AiStoredDocumentChoice[]>;
  /** One stored document's text (rejects with the server's message, e.g. the 403 text). */
  storedDocument?(choice: AiStoredDocumentChoice): Promise<AiDocument>;
}

/** Props of {@link AssistantDialog}. */
export interface AssistantDialogProps {
  backend: AssistantBackend;
  /** Closing: the dialog has already reset all its state. */
  onClose: () => void;
  /**
   * The stored-document picker (e.g. {@link StoredDocumentPicker}, which needs `@hrportal/ui`).
   * Shown beside the upload when the backend lists stored documents.
   */
  picker?: ComponentType<StoredPickerProps> | undefined;
  /**
   * "Use in job form" on an enhanced JD: the host opens its job form with the text (`jobId` when
   * the JD was picked from a stored job, else `null`: a new job). Absent: no such button. The
   * dialog minimises itself afterwards, so the form is in view.
   */
  onUseInJobForm?: ((description: string, jobId: number | null) => void) | undefined;
}

interface ListedFile {
  id: number;
  name: string;
  /** The uploaded file (absent for a stored document). */
  file?: File;
  /** The stored job whose JD this is. */
  jobId?: number;
  type: AiDocumentType;
  status: FileStatus;
  error?: string;
  document?: AiDocument;
}

interface ChatEntry {
  id: number;
  role: 'user' | 'assistant';
  text: string;
  result?: AiResult;
  streaming?: boolean;
  stopped?: boolean;
  error?: boolean;
  /** Enhance: the original JD (for the diff) and its stored job, if any. */
  original?: { text: string; jobId: number | null };
}

const taskLabels: Record<AiTask, string> = {
  enhance_jd: 'Enhance the job description',
  quick_enhance: 'Quick enhance',
  ask_document: '',
  analyze_resume: 'Analyse the resume',
  compare_resume: 'Compare the resume with the job description',
  analyze_candidates: 'Rank the candidates',
  structured_match: 'Structured match',
  context_chat: '',
};

const criterionLabels: Record<string, string> = {
  skills: 'Skills score',
  experience: 'Experience score',
  location: 'Location and mode',
  notice: 'Notice period',
  budget: 'Expected CTC',
};

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : messages.aiResponseFailed;

let nextId = 1;

/**
 * The §2 AI assistant dialog ('AI Interaction Assistance'): upload (document type, Single File or
 * Multiple Files, drop or browse; the multi-file list with type badge, status, remove and
 * `Process N File(s)`), then a chat with the §7 actions and free questions. Answers stream token
 * by token with Stop, can be copied, name the mode or model that gave them, and show every score
 * with its evidence. Minimise keeps everything; Close resets it all.
 *
 * @example
 * ```tsx
 * <AssistantDialog backend={backend} onClose={() => setOpen(false)} />
 * ```
 */
export function AssistantDialog({
  backend,
  onClose,
  picker,
  onUseInJobForm,
}: AssistantDialogProps) {
  const [minimised, setMinimised] = useState(false);
  const [phase, setPhase] = useState<'start' | 'upload' | 'chat'>('start');
  const [docType, setDocType] = useState<AiDocumentType>('job_description');
  const [fileMode, setFileMode] = useState<'single' | 'multiple'>('single');
  const [files, setFiles] = useState<ListedFile[]>([]);
  const [alert, setAlert] = useState<string | null>(null);
  const [chat, setChat] = useState<ChatEntry[]>([]);
  const [question, setQuestion] = useState('');
  const [who, setWho] = useState<{ mode: AiMode; model: string } | null>(null);
  const [budget, setBudget] = useState<AiStatus['budget'] | null>(null);
  const [over, setOver] = useState(false);
  const running = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    let live = true;
    backend.status().then(
      (s) => {
        if (!live) return;
        setWho({ mode: s.mode, model: s.model });
        setBudget(s.budget ?? null);
      },
      () => undefined,
    );
    return () => {
      live = false;
      running.current?.abort();
    };
  }, [backend]);

  // Keep the newest message in view while it streams.
  const streamedLength = chat.at(-1)?.text.length ?? 0;
  useEffect(() => {
    if (streamedLength >= 0) end.current?.scrollIntoView?.({ block: 'end' });
  }, [streamedLength]);

  const readyFiles = files.filter((f) => f.status === 'Ready' && f.document);
  const ready = readyFiles.map((f) => f.document as AiDocument);
  const spent = budget !== null && budget.remaining === 0;
  const pending = files.filter((f) => f.status === 'Pending');
  const busy = chat.some((m) => m.streaming);
  const processing = files.some((f) => f.status === 'Processing');

  const close = () => {
    running.current?.abort();
    setMinimised(false);
    setPhase('start');
    setFiles([]);
    setChat([]);
    setAlert(null);
    setQuestion('');
    onClose();
  };

  const patch = (id: number, change: Partial<ListedFile>) =>
    setFiles((list) => list.map((f) => (f.id === id ? { ...f, ...change } : f)));

  async function processAll(list: ListedFile[]) {
    let anyReady = false;
    for (const item of list) {
      patch(item.id, { status: 'Processing' });
      try {
        const document = item.file
          ? await backend.processFile(item.file, item.type)
          : (item.document as AiDocument);
        patch(item.id, { status: 'Ready', document });
        anyReady = true;
      } catch (error) {
        patch(item.id, { status: 'Error', error: errorText(error) });
      }
    }
    if (anyReady) setPhase('chat');
  }

  function addFiles(list: File[]) {
    const { accepted, message } = acceptFiles(list, fileMode);
    setAlert(message);
    if (!accepted.length) return;
    const added = accepted.map((file) => ({
      id: nextId++,
      name: file.name,
      file,
      type: typeForFile(file.name, docType),
      status: 'Pending' as FileStatus,
    }));
    setFiles((current) => [...current, ...added]);
    if (fileMode === 'single') void processAll(added);
  }

  /** A stored resume or JD: read it (the server checks who may), then to the chat. */
  async function pickStored(choice: AiStoredDocumentChoice) {
    if (!backend.storedDocument) return;
    const id = nextId++;
    setAlert(null);
    setFiles((list) => [
      ...list,
      {
        id,
        name: choice.label,
        type: choice.type,
        status: 'Processing',
        ...(choice.type === 'job_description' ? { jobId: choice.id } : {}),
      },
    ]);
    try {
      const document = await backend.storedDocument(choice);
      patch(id, { status: 'Ready', document });
      setPhase('chat');
    } catch (error) {
      const message = errorText(error);
      patch(id, { status: 'Error', error: message });
      setAlert(message);
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    addFiles([...event.dataTransfer.files]);
  };

  async function run(task: AiTask, text?: string) {
    if (!ready.length) {
      setAlert(messages.aiNoProcessedFiles);
      return;
    }
    if (spent) {
      setAlert(serverMessages.aiBudgetSpent);
      return;
    }
    const jd = readyFiles.find((f) => f.type === 'job_description');
    setAlert(null);
    const history = chat
      .filter((m) => !m.error && !m.streaming)
      .map((m) => ({ role: m.role, content: m.text }));
    const answerId = nextId++;
    setChat((list) => [
      ...list,
      { id: nextId++, role: 'user', text: text ?? taskLabels[task] },
      {
        id: answerId,
        role: 'assistant',
        text: '',
        streaming: true,
        ...(task === 'enhance_jd' && jd?.document
          ? { original: { text: jd.document.text, jobId: jd.jobId ?? null } }
          : {}),
      },
    ]);
    const controller = new AbortController();
    running.current = controller;
    const update = (change: (m: ChatEntry) => ChatEntry) =>
      setChat((list) => list.map((m) => (m.id === answerId ? change(m) : m)));
    try {
      const result = await backend.stream(
        { task, documents: ready, ...(text ? { question: text } : {}), history },
        (piece) => update((m) => ({ ...m, text: m.text + piece })),
        controller.signal,
      );
      setWho({ mode: result.mode, model: result.model });
      update((m) => ({ ...m, text: result.answer, result, streaming: false }));
    } catch (error) {
      if (controller.signal.aborted) {
        update((m) => ({ ...m, streaming: false, stopped: true }));
      } else {
        const message = errorText(error);
        if (message === serverMessages.aiBudgetSpent && budget)
          setBudget({ ...budget, remaining: 0 });
        setAlert(message);
        update((m) => ({
          ...m,
          text: messages.aiAssistantErrorBubble,
          streaming: false,
          error: true,
        }));
      }
    } finally {
      if (running.current === controller) running.current = null;
    }
  }

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const text = question.trim();
    if (!text) {
      setAlert(messages.aiEmptyQuestion);
      return;
    }
    setQuestion('');
    void run(questionTask(ready), text);
  };

  if (minimised) {
    return (
      <section className={styles.minimised} aria-label="AI Interaction Assistance (minimised)">
        <span>AI Interaction Assistance{busy ? ' — answering…' : ''}</span>
        <button type="button" className={styles.button} onClick={() => setMinimised(false)}>
          Restore
        </button>
        <button type="button" className={styles.iconButton} aria-label="Close" onClick={close}>
          ✕
        </button>
      </section>
    );
  }

  return (
    <section className={styles.root} role="dialog" aria-modal="false" aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          AI Interaction Assistance
        </h2>
        {who && <span className={styles.mode}>{modeLabel(who.mode, who.model)}</span>}
        {budget && budget.remaining !== null && (
          <span className={styles.mode}>
            {budget.remaining.toLocaleString('en-US')} tokens left this month
            {budget.estimated ? ' (estimated)' : ''}
          </span>
        )}
        <button
          type="button"
          className={styles.iconButton}
          aria-label="Minimise"
          onClick={() => setMinimised(true)}
        >
          –
        </button>
        <button type="button" className={styles.iconButton} aria-label="Close" onClick={close}>
          ✕
        </button>
      </header>
      <div className={styles.body}>
        <p className={styles.note}>
          The assistant advises; it never rejects anyone on its own. Check every score against its
          evidence.
        </p>
        {alert && (
          <p className={styles.error} role="alert">
            {alert}
          </p>
        )}
        {spent && alert !== serverMessages.aiBudgetSpent && (
          <p className={styles.error} role="status">
            {serverMessages.aiBudgetSpent}
          </p>
        )}
        {phase === 'start' && (
          <div className={styles.row}>
            <button type="button" className={styles.primary} onClick={() => setPhase('upload')}>
              Upload documents
            </button>
          </div>
        )}
        {phase === 'upload' && (
          <>
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>Document type</legend>
              {(['job_description', 'resume'] as const).map((t) => (
                <label key={t} className={styles.radio}>
                  <input
                    type="radio"
                    name="hrp-ai-type"
                    checked={docType === t}
                    onChange={() => setDocType(t)}
                  />
                  {documentTypeLabels[t]}
                </label>
              ))}
            </fieldset>
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>Files</legend>
              {(
                [
                  ['single', 'Single File'],
                  ['multiple', 'Multiple Files'],
                ] as const
              ).map(([m, label]) => (
                <label key={m} className={styles.radio}>
                  <input
                    type="radio"
                    name="hrp-ai-mode"
                    checked={fileMode === m}
                    onChange={() => setFileMode(m)}
                  />
                  {label}
                </label>
              ))}
            </fieldset>
            {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop target; the Browse button is the keyboard path. */}
            <div
              className={styles.dropzone}
              data-over={over}
              onDragOver={(e) => {
                e.preventDefault();
                setOver(true);
              }}
              onDragLeave={() => setOver(false)}
              onDrop={onDrop}
            >
              <span>
                Drop {fileMode === 'single' ? 'a PDF, DOC or DOCX file' : 'PDF, DOC or DOCX files'}{' '}
                here (up to 10MB each), or
              </span>
              <button
                type="button"
                className={styles.button}
                onClick={() => input.current?.click()}
              >
                Browse files
              </button>
              <input
                ref={input}
                type="file"
                hidden
                aria-label="Choose files"
                accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
                multiple={fileMode === 'multiple'}
                onChange={(e) => {
                  addFiles([...(e.currentTarget.files ?? [])]);
                  e.currentTarget.value = '';
                }}
              />
            </div>
            {picker && backend.storedDocuments && backend.storedDocument && (
              <StoredSection backend={backend} Picker={picker} onPick={pickStored} />
            )}
          </>
        )}
        {files.length > 0 && (
          <FileList
            files={files}
            onRemove={(id) => setFiles((list) => list.filter((f) => f.id !== id))}
            locked={processing}
          />
        )}
        {phase === 'upload' && fileMode === 'multiple' && (
          <div className={styles.row}>
            <button
              type="button"
              className={styles.primary}
              disabled={processing}
              onClick={() => {
                if (!pending.length) setAlert(messages.aiNoFiles);
                else void processAll(pending);
              }}
            >
              Process {pending.length} File(s)
            </button>
            {ready.length > 0 && (
              <button type="button" className={styles.button} onClick={() => setPhase('chat')}>
                Back to chat
              </button>
            )}
          </div>
        )}
        {phase === 'chat' && (
          <>
            <fieldset className={styles.fieldset} aria-label="Actions">
              {actionsFor(ready).map((action) => (
                <button
                  key={action.task}
                  type="button"
                  className={styles.button}
                  disabled={busy || spent}
                  onClick={() => void run(action.task)}
                >
                  {action.label}
                </button>
              ))}
              <button
                type="button"
                className={styles.button}
                disabled={busy}
                onClick={() => setPhase('upload')}
              >
                Add documents
              </button>
            </fieldset>
            <div
              className={styles.messages}
              role="log"
              aria-label="Conversation"
              aria-live="polite"
            >
              {chat.map((entry) => (
                <Message
                  key={entry.id}
                  entry={entry}
                  onStop={() => running.current?.abort()}
                  onUseInJobForm={
                    onUseInJobForm &&
                    ((text, jobId) => {
                      onUseInJobForm(text, jobId);
                      setMinimised(true);
                    })
                  }
                />
              ))}
              <div ref={end} />
            </div>
          </>
        )}
      </div>
      {phase === 'chat' && (
        <form className={styles.composer} onSubmit={ask}>
          <input
            className={styles.input}
            aria-label="Ask about the documents"
            placeholder="Ask about the documents…"
            value={question}
            onChange={(e) => setQuestion(e.currentTarget.value)}
          />
          <button type="submit" className={styles.primary} disabled={busy || spent}>
            Ask
          </button>
        </form>
      )}
    </section>
  );
}

function FileList({
  files,
  onRemove,
  locked,
}: {
  files: ListedFile[];
  onRemove: (id: number) => void;
  locked: boolean;
}) {
  return (
    <ul className={styles.fileList} aria-label="Documents">
      {files.map((f) => (
        <li key={f.id} className={styles.fileRow}>
          <span className={styles.fileName} title={f.error ?? f.name}>
            {f.name}
            {f.error && (
              <>
                <br />
                <small>{f.error}</small>
              </>
            )}
          </span>
          <span className={styles.badge} data-tone={f.type}>
            {documentTypeLabels[f.type]}
          </span>
          <span className={styles.badge} data-tone={f.status} role="status">
            {f.status}
          </span>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={`Remove ${f.name}`}
            disabled={locked && f.status === 'Processing'}
            onClick={() => onRemove(f.id)}
          >
            ✕
          </button>
        </li>
      ))}
    </ul>
  );
}

/** "Or pick from our data": loads the choices once, then the host's picker (or why there is none). */
function StoredSection({
  backend,
  Picker,
  onPick,
}: {
  backend: AssistantBackend;
  Picker: ComponentType<StoredPickerProps>;
  onPick: (choice: AiStoredDocumentChoice) => Promise<void>;
}) {
  const [choices, setChoices] = useState<AiStoredDocumentChoice[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  useEffect(() => {
    let live = true;
    backend.storedDocuments?.().then(
      (list) => live && setChoices(list),
      (error) => live && setFailed(errorText(error)),
    );
    return () => {
      live = false;
    };
  }, [backend]);
  return (
    <section className={styles.fieldset} aria-label="From our data">
      <h3 className={styles.legend}>Or pick a stored resume or job description</h3>
      {failed ? (
        <p className={styles.error} role="alert">
          {failed}
        </p>
      ) : choices === null ? (
        <p role="status">Loading stored documents…</p>
      ) : choices.length === 0 ? (
        <p role="status">No stored resumes or job descriptions that you may read yet.</p>
      ) : (
        <Picker
          choices={choices}
          isDisabled={reading}
          onPick={(choice) => {
            setReading(true);
            void onPick(choice).finally(() => setReading(false));
          }}
        />
      )}
    </section>
  );
}

function Message({
  entry,
  onStop,
  onUseInJobForm,
}: {
  entry: ChatEntry;
  onStop: () => void;
  onUseInJobForm?: ((description: string, jobId: number | null) => void) | undefined;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async (text: string) => {
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    setCopied(true);
  };
  const result = entry.result;
  return (
    <article
      className={styles.bubble}
      data-role={entry.role}
      data-error={entry.error ?? false}
      aria-label={entry.role === 'user' ? 'You' : 'Assistant'}
    >
      {entry.text || (entry.streaming ? '…' : '')}
      {result?.enhancement && entry.original && (
        <EnhancedDiff original={entry.original.text} enhancement={result.enhancement} />
      )}
      {result?.scores.map((score) => (
        <ScoreCard key={`${score.candidate}-${score.rank}`} score={score} />
      ))}
      {entry.role === 'assistant' && !entry.error && (
        <div className={styles.bubbleMeta}>
          {entry.streaming && (
            <button type="button" className={styles.button} onClick={onStop}>
              Stop
            </button>
          )}
          {entry.stopped && <span>Stopped</span>}
          {!entry.streaming && entry.text && (
            <button type="button" className={styles.button} onClick={() => void copy(entry.text)}>
              {copied ? 'Copied' : 'Copy'}
            </button>
          )}
          {result?.enhancement && (
            <button
              type="button"
              className={styles.button}
              onClick={() => void copy(result.enhancement?.enhancedDescription ?? '')}
            >
              Copy enhanced description
            </button>
          )}
          {result?.enhancement && onUseInJobForm && (
            <button
              type="button"
              className={styles.button}
              onClick={() =>
                onUseInJobForm(
                  result.enhancement?.enhancedDescription ?? '',
                  entry.original?.jobId ?? null,
                )
              }
            >
              {entry.original?.jobId ? 'Use in job form' : 'Use in a new job form'}
            </button>
          )}
          {result && <span>Answered by {modeLabel(result.mode, result.model)}</span>}
          {result?.flags.includes('prompt_injection_suspected') && (
            <span role="note">
              A document contains instructions aimed at the assistant; they were ignored.
            </span>
          )}
        </div>
      )}
    </article>
  );
}

/**
 * Original vs enhanced JD as one readable diff (jsdiff): removed text struck through, added text
 * marked, each also said in words for screen readers; by word or by line.
 */
function EnhancedDiff({ original, enhancement }: { original: string; enhancement: AiEnhancement }) {
  const [by, setBy] = useState<DiffGranularity>('words');
  const parts = jdDiff(original, enhancement.enhancedDescription, by);
  const counts = diffCounts(parts);
  const name = useId();
  return (
    <section className={styles.diff} aria-label="Changes to the job description">
      <div className={styles.diffHead}>
        <span>
          {enhancement.original_length.toLocaleString('en-US')} →{' '}
          {enhancement.enhanced_length.toLocaleString('en-US')} characters · {counts.added} words
          added, {counts.removed} removed
        </span>
        <fieldset className={styles.diffToggle}>
          <legend className={styles.visuallyHidden}>Compare</legend>
          {(['words', 'lines'] as const).map((g) => (
            <label key={g} className={styles.radio}>
              <input type="radio" name={name} checked={by === g} onChange={() => setBy(g)} />
              By {g === 'words' ? 'word' : 'line'}
            </label>
          ))}
        </fieldset>
      </div>
      <p className={styles.diffText}>
        {parts.map((part, i) =>
          part.kind === 'same' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one diff, in order.
            <span key={i}>{part.text}</span>
          ) : part.kind === 'added' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one diff, in order.
            <ins key={i} className={styles.added}>
              <span className={styles.visuallyHidden}>[added: </span>
              {part.text}
              <span className={styles.visuallyHidden}>]</span>
            </ins>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one diff, in order.
            <del key={i} className={styles.removed}>
              <span className={styles.visuallyHidden}>[removed: </span>
              {part.text}
              <span className={styles.visuallyHidden}>]</span>
            </del>
          ),
        )}
      </p>
    </section>
  );
}

function ScoreCard({ score }: { score: AiCandidateScore }) {
  const criteria = score.evidence.criteria ? Object.entries(score.evidence.criteria) : [];
  return (
    <section className={styles.scoreCard} aria-label={`Score of ${score.candidate}`}>
      <div className={styles.scoreHead}>
        <span>
          {score.rank ? `${score.rank}. ` : ''}
          {score.candidate}
        </span>
        <span>
          {score.score}/{score.scale}
        </span>
      </div>
      <dl>
        <dt>Skills matched</dt>
        <dd>{score.skills_match.matched.join(', ') || 'none'}</dd>
        <dt>Skills missing</dt>
        <dd>{score.skills_match.missing.join(', ') || 'none'}</dd>
        <dt>Experience</dt>
        <dd>
          {score.experience_match.found ?? 'not stated'}
          {score.experience_match.required ? ` (asks ${score.experience_match.required})` : ''}
        </dd>
        {criteria.map(([name, c]) => (
          <Fragment key={name}>
            <dt>{criterionLabels[name] ?? name}</dt>
            <dd>
              {c.points === null ? '—' : `${Math.round(c.points)}/${c.weight}`} · {c.evidence}
            </dd>
          </Fragment>
        ))}
      </dl>
      {score.evidence.quotes.map((q) => (
        <blockquote key={q} className={styles.quote}>
          “{q}”
        </blockquote>
      ))}
    </section>
  );
}
