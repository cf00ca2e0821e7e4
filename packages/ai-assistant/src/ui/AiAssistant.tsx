'use client';
import type { HrPortalClient } from '@hrportal/api-client';
import { isHrPortalError } from '@hrportal/api-client';
import { useClient } from '@hrportal/react';
import { useMemo } from 'react';
import {
  type AssistantBackend,
  AssistantDialog,
  type AssistantDialogProps,
} from './AssistantDialog';

/** Props of {@link AiAssistant}. */
export interface AiAssistantProps {
  /** Called after Close (the dialog has reset all its state). */
  onClose: () => void;
  /** The stored-document picker (`StoredDocumentPicker`, needs `@hrportal/ui`); absent: uploads only. */
  picker?: AssistantDialogProps['picker'];
  /** "Use in job form" on an enhanced JD (see {@link AssistantDialogProps.onUseInJobForm}). */
  onUseInJobForm?: AssistantDialogProps['onUseInJobForm'];
}

/** Base64 of a file's bytes, in chunks (a 10 MB file in one `String.fromCharCode` call overflows the stack). */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** The §8 text of a failure: the server's message for a refused call, else the catalogue's. */
const failure = (error: unknown) =>
  new Error(
    isHrPortalError(error) ? error.userMessage : error instanceof Error ? error.message : '',
  );

/**
 * The assistant backend over the SDK (`client.ai`): the key stays on the server; files go as
 * base64 to `/ai/documents`, tasks stream from `/ai/stream`.
 *
 * @example
 * ```ts
 * const backend = sdkBackend(createClient({ baseUrl: '/api' }));
 * ```
 */
export function sdkBackend(client: HrPortalClient): AssistantBackend {
  return {
    status: async () => (await client.ai.status()).ai,
    async storedDocuments() {
      try {
        return (await client.ai.storedDocuments()).documents;
      } catch (error) {
        throw failure(error);
      }
    },
    async storedDocument(choice) {
      try {
        const body = choice.type === 'resume' ? { candidate_id: choice.id } : { job_id: choice.id };
        return (await client.ai.storedDocument(body)).document;
      } catch (error) {
        throw failure(error);
      }
    },
    async processFile(file, type) {
      try {
        const answer = await client.ai.processDocument({
          filename: file.name,
          type,
          file: await base64Of(file),
        });
        return answer.document;
      } catch (error) {
        throw failure(error);
      }
    },
    async stream(request, onToken, signal) {
      try {
        return await client.ai.stream(request, { onToken }, { signal });
      } catch (error) {
        if (signal.aborted) throw error;
        throw failure(error);
      }
    },
  };
}

/**
 * The AI assistant dialog wired to the SDK inside `HrPortalProvider` (SPEC §2 "AI assistant
 * dialog"). Mount it when the user opens it; unmount (or Close) resets everything.
 *
 * @example
 * ```tsx
 * {open && <AiAssistant onClose={() => setOpen(false)} picker={StoredDocumentPicker} />}
 * ```
 */
export function AiAssistant({ onClose, picker, onUseInJobForm }: AiAssistantProps) {
  const client = useClient();
  const backend = useMemo(() => sdkBackend(client), [client]);
  return (
    <AssistantDialog
      backend={backend}
      onClose={onClose}
      picker={picker}
      onUseInJobForm={onUseInJobForm}
    />
  );
}
