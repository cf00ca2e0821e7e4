/**
 * Where Post Job lives; a module of its own so the lists that link to it do not load the form
 * (and zod with it) into their chunks.
 */
export const newJobPath = '/manager/edit-job/new';
