/**
 * `@hrportal/candidate-table`: the data tables of SPEC §2 on a pure filter/sort/page engine.
 * Import `@hrportal/candidate-table/style.css` once.
 *
 * @packageDocumentation
 */

export type { CandidateColumnId } from './candidateRequest';
export {
  candidateRequest,
  candidateServerKeys,
  openingCandidateRequest,
} from './candidateRequest';
export type {
  CellValue,
  Chip,
  ColumnText,
  DateRange,
  EngineColumn,
  FilterInput,
  QueryAction,
  QueryResult,
  QueryState,
  RowIndex,
  SortState,
} from './engine';
export {
  createRowIndex,
  cycleSort,
  dateWindow,
  filterRows,
  footerText,
  initialQuery,
  pageSizes,
  pageWindow,
  queryReducer,
  runQuery,
  sortRows,
} from './engine';
export type { AuditTrailProps } from './react/AuditTrail';
export { AuditTrail, auditColumns, auditRequest } from './react/AuditTrail';
export type { BulkAssignment, CandidateBulkBarProps } from './react/CandidateBulkBar';
export { CandidateBulkBar } from './react/CandidateBulkBar';
export type { CandidateRecordPanelProps, CandidateRecordProps } from './react/CandidateRecord';
export { CandidateRecord, CandidateRecordPanel } from './react/CandidateRecord';
export type { CandidateTableProps } from './react/CandidateTable';
export { CandidateTable, candidateColumns } from './react/CandidateTable';
export type { CareersTableProps } from './react/CareersTable';
export { CareersTable, careersColumns } from './react/CareersTable';
export type { DataTableColumn, DataTableProps, ServerPage, TableDensity } from './react/DataTable';
export { DataTable, RowActions } from './react/DataTable';
export type { JobTableProps } from './react/JobTable';
export { JobTable, jobColumns } from './react/JobTable';
export type { MatchAnalysisProps, MatchListProps } from './react/MatchEvidence';
export { MatchAnalysis, MatchList } from './react/MatchEvidence';
export type { OrgSettingsFormProps } from './react/OrgSettingsForm';
export { OrgSettingsForm } from './react/OrgSettingsForm';
export type { PeerReviewTableProps } from './react/PeerReviewTable';
export {
  CandidateDetailsDialog,
  PeerReviewStatusDialog,
  PeerReviewTable,
  peerReviewColumns,
} from './react/PeerReviewTable';
export type {
  PipelineBoardProps,
  PipelineCard,
  PipelineMove,
} from './react/PipelineBoard/PipelineBoard';
export { PipelineBoard, pipelineColumns } from './react/PipelineBoard/PipelineBoard';
export type { ProfileTransferProps } from './react/ProfileTransfer';
export { ProfileTransfer } from './react/ProfileTransfer';
export type { SessionTableProps } from './react/SessionTable';
export { SessionTable, sessionColumns } from './react/SessionTable';
export type { UserDirectoryProps } from './react/UserDirectory';
export { UserDirectory, userColumns } from './react/UserDirectory';
