import type { DoctorProfile } from '@dental/contracts';

/** The signed-in user of a request and the session their token names. */
export interface AuthUser {
  id: string;
  username: string;
  dev: boolean;
  doctor: DoctorProfile | null;
  /** Effective permissions as "ACTION|COLLECTION" (every one for a developer account). */
  permissions: ReadonlySet<string>;
  sessionId: string;
}
