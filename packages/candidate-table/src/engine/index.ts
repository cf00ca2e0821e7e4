export type { ColumnText } from './columnText';
export type { QueryAction } from './query';
export { cycleSort, footerText, initialQuery, pageSizes, pageWindow, queryReducer } from './query';
export type { FilterInput, RowIndex } from './rowIndex';
export { createRowIndex, dateWindow, filterRows, sortRows } from './rowIndex';
export type { QueryResult } from './run';
export { runQuery } from './run';
export type { CellValue, Chip, DateRange, EngineColumn, QueryState, SortState } from './types';
