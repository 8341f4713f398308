import type { I18n } from '@lingui/core';
import type { UseMutationConfig } from 'react-relay/hooks';
import type { MutationParameters } from 'relay-runtime';
import { notify } from '../../components/ui/toaster.tsx';
import { retryNotice } from './AccountDialog.tsx';

/** A mutation's `Payload | Error` answer as Relay types it (one flat object, `__typename` telling which). */
interface Answer {
  readonly __typename: string;
  readonly message?: string;
  readonly issues?: ReadonlyArray<{ readonly message: string }> | null;
}

type AnswerOf<M extends MutationParameters> = M['response'][keyof M['response']] & Answer;

/** The first problem the server named (its catalogue message, translated), else "Please try again.". */
export const refusalOf = (i18n: I18n, answer: Answer): string =>
  i18n._(
    ((answer.__typename === 'ValidationError' ? answer.issues?.[0]?.message : undefined) ?? answer.message) ||
      /*i18n*/ 'Please try again.',
  );

/**
 * An account change's `onCompleted` and `onError`: `then` gets its answer (the response's one
 * field) when it is `success`; otherwise `refused` gets the server's reason, to show beside the
 * form; a request that fails shows the retry notice saying `failure`.
 */
export function accountAnswer<M extends MutationParameters>(
  i18n: I18n,
  {
    success,
    then,
    refused,
    failure,
  }: { success: string; then: (answer: AnswerOf<M>) => void; refused: (reason: string) => void; failure: string },
): Pick<UseMutationConfig<M>, 'onCompleted' | 'onError'> {
  return {
    onCompleted: (response) => {
      const answer = Object.values(response as Record<string, AnswerOf<M>>)[0]!;
      if (answer.__typename === success) then(answer);
      else refused(refusalOf(i18n, answer));
    },
    onError: () => void notify(retryNotice(i18n, failure)),
  };
}
