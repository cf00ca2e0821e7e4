/**
 * Where a candidate's edit form opens for a role: `/{role}/edit-candidate?id=<id>` (leadership
 * uses the manager's routes, SPEC §6). Its own module so the candidate lists link here without
 * loading the form.
 */
export function editCandidatePath(role: string | null | undefined, id: number): string {
  return `/${role === 'recruiter' ? 'recruiter' : 'manager'}/edit-candidate?id=${id}`;
}
