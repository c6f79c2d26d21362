/**
 * The doctors of a patient after an edit by a doctor limited to their own patients: they change
 * only their own part. Colleagues already following the patient stay, whatever the form sent; the
 * editor stays or leaves as the form says. Null when the form adds a colleague, which only the
 * global view may do.
 */
export function doctorsAfterOwnEdit(current: readonly string[], sent: readonly string[], editor: string): string[] | null {
  if (sent.some((doctor) => doctor !== editor && !current.includes(doctor))) return null;
  const keepsEditor = sent.includes(editor);
  const kept = current.filter((doctor) => doctor !== editor || keepsEditor);
  return keepsEditor && !kept.includes(editor) ? [...kept, editor] : kept;
}

/** Whether other doctors than `editor` follow the patient (a limited doctor may then not delete it). */
export function isSharedWithOthers(doctors: readonly string[], editor: string): boolean {
  return doctors.some((doctor) => doctor !== editor);
}
