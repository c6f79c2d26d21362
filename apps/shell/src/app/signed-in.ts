import type { ClinicSettings, LoginUserData } from '@dental/contracts';

/** What the login screen hands the application: the user signed in, and the settings it has read. */
export interface SignedIn {
  user: LoginUserData;
  settings: ClinicSettings | null;
}
