import { ApiError, problemMessages, type ApiFailure } from '@dental/api-client';

/**
 * The ui lib's delete dialog reads a failure's messages from an ApiError (the client's calls);
 * an RTK Query write fails with an ApiFailure, so it is handed over as one.
 */
export async function unwrapForDialog<T>(write: { unwrap: () => Promise<T> }): Promise<T> {
  try {
    return await write.unwrap();
  } catch (error) {
    const status = (error as Partial<ApiFailure>).status;
    throw new ApiError(problemMessages(error), typeof status === 'number' ? status : 0);
  }
}
