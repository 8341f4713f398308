import { Badge, Button, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { landingMessages } from '@rules';
import { type FormEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import faqsCardRefetchQuery from '../../../__generated__/FaqsCardQuery.graphql.ts';
import type { FaqsCard_query$data, FaqsCard_query$key } from '../../../__generated__/FaqsCard_query.graphql.ts';
import type { FaqsCardCreateMutation } from '../../../__generated__/FaqsCardCreateMutation.graphql.ts';
import type { FaqsCardUpdateMutation } from '../../../__generated__/FaqsCardUpdateMutation.graphql.ts';
import type { FaqsCardDeleteMutation } from '../../../__generated__/FaqsCardDeleteMutation.graphql.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { EntryActions, EntryForm, useEntryEditor } from './entryEditor.tsx';
import { EntryFormFooter } from './EntryFormFooter.tsx';
import { LandingCard } from './LandingCard.tsx';
import { landingProblem, parseDisplayOrder, reorderChanges } from './landingForm.ts';
import { BilingualField } from '../../../components/ui/bilingual-field.tsx';
import { useFormat } from '../../../i18n/format.ts';

type Faq = FaqsCard_query$data['adminFaqs']['edges'][number]['node'];

/** The FAQ as its form edits it: no id for a new one, the display order as typed. */
type FaqForm = Omit<Faq, 'id' | 'displayOrder'> & { id: string | null; displayOrder: string };

const EMPTY_FORM: FaqForm = {
  id: null,
  question: '',
  questionAr: '',
  answer: '',
  answerAr: '',
  displayOrder: '0',
  isActive: true,
};
type MutationResult = { __typename: string; message?: string };

const faqsCardFragment = graphql`
  fragment FaqsCard_query on Query @refetchable(queryName: "FaqsCardQuery") {
    adminFaqs(first: 100) {
      edges {
        node {
          id
          # As stored, whatever the page's language: the English under the names the mutations take.
          question: questionEn
          questionAr
          answer: answerEn
          answerAr
          displayOrder
          isActive
        }
      }
    }
  }
`;

const faqsCardCreateMutation = graphql`
  mutation FaqsCardCreateMutation($input: FaqCreateInput!) {
    faqCreate(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

const faqsCardUpdateMutation = graphql`
  mutation FaqsCardUpdateMutation($input: FaqUpdateInput!) {
    faqUpdate(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

const faqsCardDeleteMutation = graphql`
  mutation FaqsCardDeleteMutation($input: FaqDeleteInput!) {
    faqDelete(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

/** The FAQs card: every FAQ in display order, with add, edit, move up and down, and delete. */
export function FaqsCard({ query }: { query: FaqsCard_query$key }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const data = useFragment(faqsCardFragment, query);
  const editor = useEntryEditor<FaqForm, Faq, { question: string; answer: string }>(faqsCardRefetchQuery, 'faq');
  const [commitCreate, creating] = useMutation<FaqsCardCreateMutation>(faqsCardCreateMutation);
  const [commitUpdate, updating] = useMutation<FaqsCardUpdateMutation>(faqsCardUpdateMutation);
  const [commitDelete, deletingNow] = useMutation<FaqsCardDeleteMutation>(faqsCardDeleteMutation);

  const { form, errors, setErrors, set, open, close, deleting, setDeleting, saved, deleted } = editor;

  /** One FAQ written whole (the API replaces every field); resolves to its problem, or null. */
  const update = (id: string, faq: Omit<Faq, 'id'>) =>
    new Promise<Error | null>((resolve) =>
      commitUpdate({
        variables: { input: { id, faq } },
        onCompleted: ({ faqUpdate }) => resolve(landingProblem(faqUpdate, 'FaqUpdatePayload')),
        onError: resolve,
      }),
    );

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!form) return;
    const found = {
      question: form.question.trim() ? undefined : landingMessages.questionRequired,
      answer: form.answer.trim() ? undefined : landingMessages.answerRequired,
    };
    setErrors(found);
    if (found.question || found.answer) return;
    const faq = {
      question: form.question.trim(),
      questionAr: form.questionAr.trim(),
      answer: form.answer.trim(),
      answerAr: form.answerAr.trim(),
      displayOrder: parseDisplayOrder(form.displayOrder),
      isActive: form.isActive,
    };
    if (form.id) {
      void update(form.id, faq).then(saved);
    } else {
      commitCreate({
        variables: { input: { faq } },
        onCompleted: ({ faqCreate }) => saved(landingProblem(faqCreate as MutationResult, 'FaqCreatePayload')),
        onError: saved,
      });
    }
  };

  const faqs = data.adminFaqs.edges.map((edge) => edge.node);

  /** Moves an FAQ one place: the FAQs renumbered in their new order, the changed ones saved. */
  const move = async (index: number, direction: -1 | 1) => {
    const changes = reorderChanges(faqs, index, direction);
    const problems = await Promise.all(
      changes.map(({ entry: { id, ...faq }, displayOrder }) => update(id, { ...faq, displayOrder })),
    );
    saved(problems.find(Boolean) ?? null);
  };

  const remove = (faq: Faq) =>
    commitDelete({
      variables: { input: { id: faq.id } },
      onCompleted: ({ faqDelete }) => deleted(landingProblem(faqDelete, 'FaqDeletePayload')),
      onError: deleted,
    });

  return (
    <LandingCard
      title={i18n._('FAQs')}
      action={
        form ? null : (
          <Button size="sm" onClick={() => open(EMPTY_FORM)}>
            {i18n._('Add FAQ')}
          </Button>
        )
      }
    >
      <Stack gap="4" aria-busy={editor.isReloading}>
        {form ? (
          <EntryForm
            label={form.id ? i18n._('Edit FAQ') : i18n._('Add FAQ')}
            title={form.id ? i18n._('Edit FAQ') : i18n._('New FAQ')}
            onSubmit={save}
          >
            <BilingualField
              label={i18n._('Question')}
              arabicLabel={i18n._('Question in Arabic')}
              value={form.question}
              arabicValue={form.questionAr}
              onChange={set('question')}
              onArabicChange={set('questionAr')}
              required
              errorText={errors.question && i18n._(errors.question)}
            />
            <BilingualField
              label={i18n._('Answer')}
              arabicLabel={i18n._('Answer in Arabic')}
              value={form.answer}
              arabicValue={form.answerAr}
              onChange={set('answer')}
              onArabicChange={set('answerAr')}
              required
              errorText={errors.answer && i18n._(errors.answer)}
              rows={3}
            />
            <EntryFormFooter
              displayOrder={form.displayOrder}
              isActive={form.isActive}
              saving={creating || updating}
              onDisplayOrderChange={set('displayOrder')}
              onActiveChange={set('isActive')}
              onCancel={close}
            />
          </EntryForm>
        ) : null}

        {faqs.length === 0 ? (
          <Text color="fg.muted">{i18n._('No FAQs yet.')}</Text>
        ) : (
          <Stack as="ol" listStyleType="none" gap="2" opacity={editor.isReloading ? 0.6 : 1}>
            {faqs.map((faq, index) => (
              <Flex
                as="li"
                key={faq.id}
                gap="3"
                align="flex-start"
                borderWidth="1px"
                borderRadius="md"
                p="3"
                wrap="wrap"
              >
                <Stack gap="1" flex="1" minW="48">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="medium" dir="auto">
                      {faq.question}
                    </Text>
                    <Badge variant="subtle">
                      {i18n._('Order {order}', { order: format.number(faq.displayOrder) })}
                    </Badge>
                    {faq.isActive ? null : <Badge colorPalette="gray">{i18n._('Hidden')}</Badge>}
                  </HStack>
                  <Text fontSize="sm" color="fg.muted" lineClamp={3} dir="auto">
                    {faq.answer}
                  </Text>
                </Stack>
                <EntryActions
                  name={faq.question}
                  onEdit={() => open({ ...faq, displayOrder: String(faq.displayOrder) })}
                  onDelete={() => setDeleting(faq)}
                  before={
                    <>
                      <IconButton
                        size="xs"
                        variant="ghost"
                        aria-label={i18n._('Move up: {question}', { question: faq.question })}
                        disabled={index === 0 || updating}
                        onClick={() => void move(index, -1)}
                      >
                        ↑
                      </IconButton>
                      <IconButton
                        size="xs"
                        variant="ghost"
                        aria-label={i18n._('Move down: {question}', { question: faq.question })}
                        disabled={index === faqs.length - 1 || updating}
                        onClick={() => void move(index, 1)}
                      >
                        ↓
                      </IconButton>
                    </>
                  }
                />
              </Flex>
            ))}
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        open={deleting !== null}
        title={i18n._('Delete FAQ')}
        message={i18n._(landingMessages.faqDeleteConfirm)}
        confirmLabel={i18n._('Delete')}
        destructive
        busy={deletingNow}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove(deleting)}
      />
    </LandingCard>
  );
}
