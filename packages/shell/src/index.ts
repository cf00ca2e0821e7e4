/** @hrportal/shell public API: the pure shell core (routes, guard, sidebar, formatting, retry). */
export * from './core';
