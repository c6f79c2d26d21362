/** What names a user: the username, and the full name when one was given. */
export interface NamedPerson {
  username: string;
  fullName?: string | null;
}

/**
 * The name documents print for a user (a doctor): the full name when one is known ("Dr Ahmed
 * Sidi"), else the username. A full name of blanks counts as none.
 */
export function personName({ fullName, username }: NamedPerson): string {
  const full = fullName?.trim();
  return full ? full : username;
}
