import { isViewDenied } from '@dental/contracts';
import type { ApiFailure } from './api';
import { failureMessages } from './failure';

/** The messages of any failure: an endpoint's ApiFailure, or an error thrown elsewhere. */
export function problemMessages(error: unknown): string[] {
  if (error && typeof error === 'object' && 'messages' in error && Array.isArray((error as ApiFailure).messages)) {
    return (error as ApiFailure).messages;
  }
  return failureMessages(error);
}

/** What a list screen shows (spec part 1 §4). */
export interface ListView<T> {
  items: T[];
  /** A request is under way. */
  loading: boolean;
  /** The messages of the last failure, empty after a success. */
  errors: string[];
  /** An answer arrived: an empty list now means "none", not "not read yet". */
  loaded: boolean;
}

interface QueryResult<T> {
  data?: T[];
  error?: unknown;
  isFetching: boolean;
  isError: boolean;
  isSuccess: boolean;
}

/**
 * A list query's result as a list screen shows it: a failure whose message begins with AFFICHER
 * (view refused) empties the list; any other failure keeps what was shown.
 */
export function listView<T>(result: QueryResult<T>): ListView<T> {
  const errors = result.isError && !result.isFetching ? problemMessages(result.error) : [];
  const denied = errors.length > 0 && isViewDenied(errors[0]);
  return {
    items: denied ? [] : (result.data ?? []),
    loading: result.isFetching,
    errors,
    loaded: result.isSuccess || result.isError,
  };
}
