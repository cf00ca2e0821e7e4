import type { DownloadedFile } from '../http/httpClient';
import { type CallOptions, type ResourceContext, withSignal } from './context';

/**
 * `client.files`: downloads as a `Blob` plus the SPEC §9 file name — resume
 * `{name}_{id}.pdf|doc|docx`, job description `{client}_{jobId}.pdf|doc|docx`, additional files
 * `{name}_{id}_additional_files.zip`, bulk resumes `resumes_{YYYY-MM-DD}.zip` (today's date). The
 * extension follows the answer's `Content-Type`. Without a name from the caller, the server's
 * `Content-Disposition` name is used.
 *
 * @example
 * ```ts
 * const { blob, fileName } = await client.files.resume(12, 'Ravi Kumar'); // 'Ravi Kumar_12.pdf'
 * ```
 */
export interface FilesApi {
  /** A candidate's resume (`GET /view_resume/{id}`). */
  resume(
    candidateId: number,
    candidateName?: string,
    options?: CallOptions,
  ): Promise<DownloadedFile>;
  /** The resume sent with a careers registration (`GET /careers_registrations/{id}/resume`). */
  careersResume(registrationId: number, options?: CallOptions): Promise<DownloadedFile>;
  /** A job's description file (`GET /view_jd/{id}`). */
  jobDescription(jobId: number, client?: string, options?: CallOptions): Promise<DownloadedFile>;
  /** A candidate's additional files as a zip (`POST /download_additional_files`). */
  additionalFiles(
    candidateId: number,
    candidateName?: string,
    options?: CallOptions,
  ): Promise<DownloadedFile>;
  /** Resumes of many candidates as one zip (`POST /download_resumess`). */
  bulkResumes(candidateIds: readonly number[], options?: CallOptions): Promise<DownloadedFile>;
}

const documentExtension: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

/** The extension for a document answer; PDF when the type says nothing better. */
export function documentExtensionFor(contentType: string): string {
  return documentExtension[contentType.split(';')[0]?.trim().toLowerCase() ?? ''] ?? 'pdf';
}

/** Characters no file system accepts in a name become `_`. */
export function safeFileNamePart(part: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  return part.trim().replace(/[\u0000-\u001f/\\:*?"<>|]+/g, '_');
}

/** `YYYY-MM-DD` of a date in the runtime's zone (the user's "current date"). */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** @internal */
export function createFilesApi({ http }: ResourceContext): FilesApi {
  return {
    resume: (candidateId, candidateName, options) =>
      http.file(
        'viewResume',
        { params: { id: candidateId }, ...withSignal(options) },
        (type, server) =>
          candidateName
            ? `${safeFileNamePart(candidateName)}_${candidateId}.${documentExtensionFor(type)}`
            : (server ?? `resume_${candidateId}.${documentExtensionFor(type)}`),
      ),
    careersResume: (registrationId, options) =>
      http.file(
        'careersRegistrationResume',
        { params: { id: registrationId }, ...withSignal(options) },
        (type, server) => server ?? `resume_${registrationId}.${documentExtensionFor(type)}`,
      ),
    jobDescription: (jobId, client, options) =>
      http.file('viewJd', { params: { id: jobId }, ...withSignal(options) }, (type, server) =>
        client
          ? `${safeFileNamePart(client)}_${jobId}.${documentExtensionFor(type)}`
          : (server ?? `job_${jobId}.${documentExtensionFor(type)}`),
      ),
    additionalFiles: (candidateId, candidateName, options) =>
      http.file(
        'downloadAdditionalFiles',
        { body: { candidate_id: candidateId }, ...withSignal(options) },
        (_type, server) =>
          candidateName
            ? `${safeFileNamePart(candidateName)}_${candidateId}_additional_files.zip`
            : (server ?? `candidate_${candidateId}_additional_files.zip`),
      ),
    bulkResumes: (candidateIds, options) =>
      http.file(
        'downloadResumes',
        { body: { candidate_ids: [...candidateIds] }, ...withSignal(options) },
        () => `resumes_${localIsoDate(new Date())}.zip`,
      ),
  };
}
