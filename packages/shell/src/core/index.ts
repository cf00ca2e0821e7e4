export * from './format';
export * from './guard';
export * from './logout';
export * from './profile-picture';
export * from './retry';
export * from './routes';
export * from './sidebar';
export * from './sidebar-state';
