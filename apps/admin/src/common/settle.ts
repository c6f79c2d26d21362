import { ApiError, problemMessages, type ApiFailure } from '@dental/api-client';

/**
 * A mutation's outcome for the crud dialogs of @dental/ui, which read a failure as an ApiError:
 * the delete confirmation then shows the server's messages.
 */
export async function settle(pending: { unwrap: () => Promise<unknown> }): Promise<unknown> {
  try {
    return await pending.unwrap();
  } catch (error) {
    const { status } = error as Partial<ApiFailure>;
    throw new ApiError(problemMessages(error), typeof status === 'number' ? status : 0);
  }
}
