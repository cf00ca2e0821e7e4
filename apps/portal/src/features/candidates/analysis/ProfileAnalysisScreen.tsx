import type { ResumeAnalysis } from '@hrportal/api-client/contract';
import {
  documentExtensions,
  documentMimeTypes,
  messages,
  resumeMaxBytes,
} from '@hrportal/api-client/contract';
import { MatchAnalysis } from '@hrportal/candidate-table';
import { useCandidatePage, useClient, useJobs } from '@hrportal/react';
import { Button, FileDrop, Radio, RadioGroup, Select, TextField } from '@hrportal/ui';
import { useState } from 'react';
import { failureText } from '../../../common/errors';
import { FormError } from '../../../common/FormError';
import * as css from '../../../portal.css';
import * as flows from '../flows.css';
import { jobOption } from '../jobOption';

/** A file's bytes as base64 (the wire form of an upload). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/**
 * Profile Analysis (manager, recruiter): one candidate — or an uploaded resume (PDF, DOC, DOCX up
 * to 10MB, SPEC §5) — against one job, scored by the server's matcher (`/check_resume_match`)
 * with its evidence. A recruiter sees their own candidates and the jobs assigned to them.
 */
export function ProfileAnalysisScreen({ title }: { title: string }) {
  const client = useClient();
  const jobs = useJobs();
  const [source, setSource] = useState<'candidate' | 'resume'>('candidate');
  const [jobId, setJobId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [candidateId, setCandidateId] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ title: string; analysis: ResumeAnalysis } | null>(null);
  const found = useCandidatePage({
    page_no: 1,
    page_size: 20,
    filters: search.trim() ? [{ column: 'any', value: search.trim() }] : [],
  });
  const allJobs = [...(jobs.data?.job_posts_active ?? []), ...(jobs.data?.job_posts_hold ?? [])];
  const job = allJobs.find((j) => String(j.id) === jobId);
  const candidate = found.data?.items.find((c) => String(c.id) === candidateId);
  const ready = Boolean(job && (source === 'candidate' ? candidate : file));

  const analyse = async () => {
    if (!job || busy) return;
    setBusy(true);
    setError(null);
    try {
      const body =
        source === 'candidate' && candidate
          ? { job_id: job.id, candidate_id: candidate.id }
          : file
            ? { job_id: job.id, resume: await base64Of(file), filename: file.name }
            : null;
      if (!body) return;
      const answer = await client.candidates.checkResumeMatch(body);
      const who = source === 'candidate' ? (candidate?.name ?? '') : (file?.name ?? '');
      setResult({ title: `${who} for ${job.role} · ${job.client}`, analysis: answer.analysis });
    } catch (failure) {
      setResult(null);
      setError(failureText(failure, 'Failed to analyse the profile'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={css.page} aria-labelledby="page-title">
      <h1 id="page-title" className={css.pageTitle}>
        {title}
      </h1>
      <div className={flows.toolbar}>
        <Select
          label="Job"
          placeholder="Choose a job"
          items={allJobs.map(jobOption)}
          value={jobId}
          onChange={(v) => setJobId(v === null ? null : String(v))}
        />
        <RadioGroup
          label="Compare"
          value={source}
          onChange={(v) => setSource(v === 'resume' ? 'resume' : 'candidate')}
        >
          <Radio value="candidate">A candidate</Radio>
          <Radio value="resume">A resume file</Radio>
        </RadioGroup>
      </div>
      {source === 'candidate' ? (
        <div className={flows.toolbar}>
          <TextField label="Find candidate" value={search} onChange={setSearch} />
          <Select
            label="Candidate"
            placeholder={found.isPending ? 'Loading candidates...' : 'Choose a candidate'}
            items={(found.data?.items ?? []).map((c) => ({
              id: String(c.id),
              label: `${c.name} (${c.id})${c.profile ? ` · ${c.profile}` : ''}`,
            }))}
            value={candidateId}
            onChange={(v) => setCandidateId(v === null ? null : String(v))}
          />
        </div>
      ) : (
        <FileDrop
          label={file ? `Resume: ${file.name}` : 'Drop a resume here'}
          description="PDF, DOC or DOCX, up to 10MB"
          accept={[...documentMimeTypes, ...documentExtensions]}
          maxSize={resumeMaxBytes}
          typeMessage={messages.aiInvalidFileType}
          sizeMessage={messages.aiFileTooLarge}
          onSelect={(files) => setFile(files[0] ?? null)}
        />
      )}
      <div>
        <Button tone="brand" isDisabled={!ready || busy} onPress={() => void analyse()}>
          {busy ? 'Analysing...' : 'Analyse'}
        </Button>
      </div>
      <FormError message={error} />
      {result ? <MatchAnalysis title={result.title} analysis={result.analysis} /> : null}
    </section>
  );
}
