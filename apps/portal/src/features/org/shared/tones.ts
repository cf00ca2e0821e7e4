import type { BadgeTone } from '@hrportal/ui';

/** Badge tone of a job status or a client's derived status (SPEC §3). */
export const clientStatusTone: Record<'Active' | 'Hold' | 'Closed', BadgeTone> = {
  Active: 'positive',
  Hold: 'caution',
  Closed: 'neutral',
};
