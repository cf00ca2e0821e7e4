/**
 * `@hrportal/ai-assistant`: the AI document assistant widget (SPEC §2 "AI assistant dialog") —
 * upload job descriptions and resumes, then enhance, analyse, compare, rank and match them in a
 * streamed chat answered by the server (a model provider or its local analyser), every score with
 * its evidence.
 *
 * @packageDocumentation
 */
export type { AssistantAction, FileLike, FileStatus } from './model/assistant';
export {
  acceptFiles,
  actionsFor,
  documentTypeLabels,
  fileProblem,
  modeLabel,
  questionTask,
  typeForFile,
} from './model/assistant';
export type { DiffGranularity, DiffPart } from './model/diff';
export { diffCounts, jdDiff } from './model/diff';
export type { AiAssistantProps } from './ui/AiAssistant';
export { AiAssistant, sdkBackend } from './ui/AiAssistant';
export type { AssistantBackend, AssistantDialogProps } from './ui/AssistantDialog';
export { AssistantDialog } from './ui/AssistantDialog';
export type { StoredPickerProps } from './ui/StoredDocumentPicker';
export { StoredDocumentPicker } from './ui/StoredDocumentPicker';
