import { Badge, Box, Button, Flex, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { landingMessages } from '@rules';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import carouselCardRefetchQuery from '../../../__generated__/CarouselCardQuery.graphql.ts';
import type {
  CarouselCard_query$data,
  CarouselCard_query$key,
} from '../../../__generated__/CarouselCard_query.graphql.ts';
import type { CarouselCardCreateMutation } from '../../../__generated__/CarouselCardCreateMutation.graphql.ts';
import type { CarouselCardUpdateMutation } from '../../../__generated__/CarouselCardUpdateMutation.graphql.ts';
import type { CarouselCardDeleteMutation } from '../../../__generated__/CarouselCardDeleteMutation.graphql.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { EntryActions, EntryForm, useEntryEditor } from './entryEditor.tsx';
import { EntryFormFooter } from './EntryFormFooter.tsx';
import { LandingCard } from './LandingCard.tsx';
import { LandingImageField } from './LandingImageField.tsx';
import { landingProblem, parseDisplayOrder, urlProblem } from './landingForm.ts';
import { BilingualField } from '../../../components/ui/bilingual-field.tsx';
import { useFormat } from '../../../i18n/format.ts';

type CarouselMeal = CarouselCard_query$data['adminCarouselMeals']['edges'][number]['node'];

/** The entry as its form edits it: no id for a new one, the display order as typed. */
type CarouselForm = Omit<CarouselMeal, 'id' | 'displayOrder'> & { id: string | null; displayOrder: string };

const EMPTY_FORM: CarouselForm = {
  id: null,
  name: '',
  nameAr: '',
  description: '',
  descriptionAr: '',
  imageUrl: '',
  displayOrder: '0',
  isActive: true,
};

const carouselCardFragment = graphql`
  fragment CarouselCard_query on Query @refetchable(queryName: "CarouselCardQuery") {
    adminCarouselMeals(first: 100) {
      edges {
        node {
          id
          # As stored, whatever the page's language: the English under the names the mutations take.
          name: nameEn
          nameAr
          description: descriptionEn
          descriptionAr
          imageUrl
          displayOrder
          isActive
        }
      }
    }
  }
`;

const carouselCardCreateMutation = graphql`
  mutation CarouselCardCreateMutation($input: CarouselMealCreateInput!) {
    carouselMealCreate(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

const carouselCardUpdateMutation = graphql`
  mutation CarouselCardUpdateMutation($input: CarouselMealUpdateInput!) {
    carouselMealUpdate(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

const carouselCardDeleteMutation = graphql`
  mutation CarouselCardDeleteMutation($input: CarouselMealDeleteInput!) {
    carouselMealDelete(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

/** The Menu Carousel card: the landing page's "THE MENU" entries, with add, edit and delete. */
export function CarouselCard({ query }: { query: CarouselCard_query$key }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const data = useFragment(carouselCardFragment, query);
  const editor = useEntryEditor<CarouselForm, CarouselMeal, { name: string; imageUrl: string }>(
    carouselCardRefetchQuery,
    'carousel',
  );
  const [commitCreate, creating] = useMutation<CarouselCardCreateMutation>(carouselCardCreateMutation);
  const [commitUpdate, updating] = useMutation<CarouselCardUpdateMutation>(carouselCardUpdateMutation);
  const [commitDelete, deletingNow] = useMutation<CarouselCardDeleteMutation>(carouselCardDeleteMutation);

  const [uploading, setUploading] = useState(false);
  const { form, errors, setErrors, set, open, close, deleting, setDeleting, saved, deleted } = editor;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!form) return;
    const found = {
      name: form.name.trim() ? undefined : landingMessages.nameRequired,
      imageUrl: urlProblem(form.imageUrl) ?? undefined,
    };
    setErrors(found);
    if (found.name || found.imageUrl) return;
    const carouselMeal = {
      name: form.name.trim(),
      nameAr: form.nameAr.trim(),
      description: form.description.trim(),
      descriptionAr: form.descriptionAr.trim(),
      imageUrl: form.imageUrl.trim(),
      displayOrder: parseDisplayOrder(form.displayOrder),
      isActive: form.isActive,
    };
    if (form.id) {
      commitUpdate({
        variables: { input: { id: form.id, carouselMeal } },
        onCompleted: ({ carouselMealUpdate }) => saved(landingProblem(carouselMealUpdate, 'CarouselMealUpdatePayload')),
        onError: saved,
      });
    } else {
      commitCreate({
        variables: { input: { carouselMeal } },
        onCompleted: ({ carouselMealCreate }) => saved(landingProblem(carouselMealCreate, 'CarouselMealCreatePayload')),
        onError: saved,
      });
    }
  };

  const remove = (meal: CarouselMeal) =>
    commitDelete({
      variables: { input: { id: meal.id } },
      onCompleted: ({ carouselMealDelete }) => deleted(landingProblem(carouselMealDelete, 'CarouselMealDeletePayload')),
      onError: deleted,
    });

  const meals = data.adminCarouselMeals.edges.map((edge) => edge.node);
  return (
    <LandingCard
      title={i18n._('Menu Carousel')}
      action={
        form ? null : (
          <Button size="sm" onClick={() => open(EMPTY_FORM)}>
            {i18n._('Add Meal')}
          </Button>
        )
      }
    >
      <Stack gap="4" aria-busy={editor.isReloading}>
        {form ? (
          <EntryForm
            label={form.id ? i18n._('Edit carousel meal') : i18n._('Add carousel meal')}
            title={form.id ? i18n._('Edit meal') : i18n._('New meal')}
            onSubmit={save}
          >
            <BilingualField
              label={i18n._('Name')}
              arabicLabel={i18n._('Name in Arabic')}
              value={form.name}
              arabicValue={form.nameAr}
              onChange={set('name')}
              onArabicChange={set('nameAr')}
              required
              errorText={errors.name && i18n._(errors.name)}
            />
            <BilingualField
              label={i18n._('Description')}
              arabicLabel={i18n._('Description in Arabic')}
              value={form.description}
              arabicValue={form.descriptionAr}
              onChange={set('description')}
              onArabicChange={set('descriptionAr')}
              rows={2}
            />
            <LandingImageField
              uploadLabel={i18n._('Upload image')}
              urlLabel={i18n._('Image URL')}
              value={form.imageUrl}
              error={errors.imageUrl ?? null}
              onChange={set('imageUrl')}
              onUploadingChange={setUploading}
            />
            <EntryFormFooter
              displayOrder={form.displayOrder}
              isActive={form.isActive}
              saving={creating || updating}
              disabled={uploading}
              onDisplayOrderChange={set('displayOrder')}
              onActiveChange={set('isActive')}
              onCancel={close}
            />
          </EntryForm>
        ) : null}

        {meals.length === 0 ? (
          <Text color="fg.muted">{i18n._('No carousel meals yet.')}</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="2" opacity={editor.isReloading ? 0.6 : 1}>
            {meals.map((meal) => (
              <Flex as="li" key={meal.id} gap="3" align="center" borderWidth="1px" borderRadius="md" p="3" wrap="wrap">
                <Box w="16" h="12" borderRadius="md" overflow="hidden" bg="bg.muted" flexShrink={0}>
                  {meal.imageUrl ? <Image src={meal.imageUrl} alt="" w="full" h="full" objectFit="cover" /> : null}
                </Box>
                <Stack gap="0.5" flex="1" minW="40">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="medium" dir="auto">
                      {meal.name}
                    </Text>
                    <Badge variant="subtle">
                      {i18n._('Order {order}', { order: format.number(meal.displayOrder) })}
                    </Badge>
                    {meal.isActive ? null : <Badge colorPalette="gray">{i18n._('Hidden')}</Badge>}
                  </HStack>
                  {meal.description ? (
                    <Text fontSize="sm" color="fg.muted" lineClamp={2} dir="auto">
                      {meal.description}
                    </Text>
                  ) : null}
                </Stack>
                <EntryActions
                  name={meal.name}
                  onEdit={() => open({ ...meal, displayOrder: String(meal.displayOrder) })}
                  onDelete={() => setDeleting(meal)}
                />
              </Flex>
            ))}
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        open={deleting !== null}
        title={i18n._('Delete carousel meal')}
        // landingMessages.carouselDeleteConfirm, as a catalogue message with its value.
        message={i18n._('Are you sure you want to delete "{name}"? This action cannot be undone.', {
          name: deleting?.name ?? '',
        })}
        confirmLabel={i18n._('Delete')}
        destructive
        busy={deletingNow}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove(deleting)}
      />
    </LandingCard>
  );
}
