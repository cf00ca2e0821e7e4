/** A job as a picker choice: `Java Developer · Acme (318)` (the id tells same-named jobs apart). */
export const jobOption = (job: { id: number; role: string; client: string }) => ({
  id: String(job.id),
  label: `${job.role} · ${job.client} (${job.id})`,
});
