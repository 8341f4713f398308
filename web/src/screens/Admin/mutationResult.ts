import { notifyFailure } from './ConfirmDialog.tsx';

type Result = { __typename: string; message?: string };

/** A mutation's typed error as an Error (its message), or null when it answered `success`. */
export const problemOf = (result: Result | null | undefined, success: string): Error | null =>
  !result
    ? new Error(/*i18n*/ 'No answer')
    : result.__typename === success
      ? null
      : new Error(result.message ?? /*i18n*/ 'Failed');

/** Whether a back-office change answered `success`; when not, its "Failed to <action>" toast is shown. */
export function succeeded(result: Result | null | undefined, success: string, action: string): boolean {
  const problem = problemOf(result, success);
  if (problem) notifyFailure(action, problem);
  return !problem;
}

/**
 * A back-office change's `onCompleted` and `onError`: `then` when its answer (the response's one
 * field) is `success`; otherwise, and when the request fails, the "Failed to <action>" toast.
 */
export const adminAnswer = (success: string, action: string, then?: () => void) => ({
  onCompleted: (response: Record<string, Result | null | undefined>) => {
    if (succeeded(Object.values(response)[0], success, action)) then?.();
  },
  onError: (error: Error) => notifyFailure(action, error),
});
