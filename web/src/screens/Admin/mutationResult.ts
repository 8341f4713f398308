type Result = { __typename: string; message?: string };

/** A mutation's typed error as an Error (its message), or null when it answered `success`. */
export const problemOf = (result: Result | null | undefined, success: string): Error | null =>
  !result ? new Error('No answer') : result.__typename === success ? null : new Error(result.message ?? 'Failed');
