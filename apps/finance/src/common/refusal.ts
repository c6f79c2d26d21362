import { isViewDenied } from '@dental/contracts';
import { problemMessages, type ApiFailure } from '@dental/api-client';

/** The server refused to show these figures (a message beginning with AFFICHER, or a 403). */
export function isRefusal(error: unknown): boolean {
  if (!error) return false;
  return (error as ApiFailure).status === 403 || isViewDenied(problemMessages(error)[0]);
}
