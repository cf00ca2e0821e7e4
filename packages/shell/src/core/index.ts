export * from './format';
export * from './guard';
export * from './retry';
export * from './routes';
export * from './sidebar';
export * from './sidebar-state';
