import { Button, chakra, Checkbox, Dialog, HStack, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { adminMealMessages, ALLERGENS, DEFAULT_MEAL_PRICE_EGP, DIETS, largePortionValue, typedNumber } from '@rules';
import { useLingui } from '@lingui/react';
import { Suspense, useState, type FormEvent } from 'react';
import { graphql, useMutation, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { MealFormDialogCreateMutation } from '../../../__generated__/MealFormDialogCreateMutation.graphql.ts';
import type { MealFormDialogUpdateMutation } from '../../../__generated__/MealFormDialogUpdateMutation.graphql.ts';
import type {
  Allergen,
  Diet,
  MealCategory,
  MealFormDialogQuery,
  MealFormDialogQuery$data,
} from '../../../__generated__/MealFormDialogQuery.graphql.ts';
import { notify } from '../../../components/ui/toaster.tsx';
import { FormMessage } from '../../Auth/FormMessage.tsx';
import { checkImageFile, ImageUploadError, uploadImage } from '../uploadImage.ts';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { AdminDialog } from '../AdminDialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { BilingualField } from '../../../components/ui/bilingual-field.tsx';

type EditedMeal = Extract<NonNullable<MealFormDialogQuery$data['node']>, { __typename: 'Meal' }>;

/** The admin form's category labels (admin specification §2). */
const CATEGORY_OPTIONS: [MealCategory, string][] = [
  ['main', /*i18n*/ 'Main Course'],
  ['breakfast', /*i18n*/ 'Breakfast'],
  ['lunch', /*i18n*/ 'Lunch'],
  ['dinner', /*i18n*/ 'Dinner'],
  ['snack', /*i18n*/ 'Snack'],
  ['dessert', /*i18n*/ 'Dessert'],
];

interface FormState {
  title: string;
  titleAr: string;
  description: string;
  descriptionAr: string;
  category: MealCategory;
  calories: string;
  protein: string;
  caloriesLarge: string;
  proteinLarge: string;
  ingredients: string;
  ingredientsAr: string;
  imageUrl: string;
  price: string;
  allergens: Allergen[];
  diets: Diet[];
}

function initialState(meal: EditedMeal | null): FormState {
  return {
    title: meal?.title ?? '',
    titleAr: meal?.titleAr ?? '',
    description: meal?.description ?? '',
    descriptionAr: meal?.descriptionAr ?? '',
    category: meal?.category ?? 'main',
    calories: meal ? String(meal.standard.calories) : '',
    protein: meal ? String(meal.standard.protein) : '',
    caloriesLarge: meal ? String(meal.large.calories) : '',
    proteinLarge: meal ? String(meal.large.protein) : '',
    ingredients: meal?.ingredients ?? '',
    ingredientsAr: meal?.ingredientsAr ?? '',
    imageUrl: meal?.imageUrl ?? '',
    price: meal ? String(meal.price.pounds) : String(DEFAULT_MEAL_PRICE_EGP),
    allergens: [...(meal?.allergens ?? [])],
    diets: [...(meal?.diets ?? [])],
  };
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : typedNumber(text));

export const mealFormDialogQuery = graphql`
  query MealFormDialogQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on Meal {
        id
        # The texts as stored, whatever the page's language: the English under the names the
        # mutation takes, the Arabic beside them.
        title: titleEn
        titleAr
        description: descriptionEn
        descriptionAr
        category
        ingredients: ingredientsEn
        ingredientsAr
        imageUrl
        allergens
        diets
        standard {
          calories
          protein
        }
        large {
          calories
          protein
        }
        price {
          pounds
        }
      }
    }
  }
`;

/** Create or edit a meal. Regular calories or protein set the large values to 1.5 ×, rounded (editable after). */
interface MealFormDialogProps {
  /** The edited meal's query, started by the Edit click; null for a new meal. */
  meal: PreloadedQuery<MealFormDialogQuery> | null;
  onClose: () => void;
  onSaved: () => void;
}

export function MealFormDialog({ meal, onClose, onSaved }: MealFormDialogProps) {
  const { i18n } = useLingui();
  return (
    <AdminDialog size="lg" onClose={onClose} scrollBehavior="inside">
      <Suspense fallback={<PageSpinner label={i18n._('Loading meal…')} />}>
        {meal ? (
          <EditMeal queryRef={meal} onClose={onClose} onSaved={onSaved} />
        ) : (
          <MealForm meal={null} onClose={onClose} onSaved={onSaved} />
        )}
      </Suspense>
    </AdminDialog>
  );
}

/** The edited meal's every field; MealsPanel asks for it on the Edit click. */
function EditMeal({
  queryRef,
  ...rest
}: Omit<MealFormDialogProps, 'meal'> & { queryRef: PreloadedQuery<MealFormDialogQuery> }) {
  const { i18n } = useLingui();
  const { node } = usePreloadedQuery<MealFormDialogQuery>(mealFormDialogQuery, queryRef);
  if (node?.__typename !== 'Meal') return <Dialog.Body>{i18n._('This meal no longer exists.')}</Dialog.Body>;
  return <MealForm meal={node} {...rest} />;
}

const mealFormDialogCreateMutation = graphql`
  mutation MealFormDialogCreateMutation($input: MealCreateInput!) {
    mealCreate(input: $input) {
      __typename
      ... on MealCreatePayload {
        meal {
          id
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const mealFormDialogUpdateMutation = graphql`
  mutation MealFormDialogUpdateMutation($input: MealUpdateInput!) {
    mealUpdate(input: $input) {
      __typename
      ... on MealUpdatePayload {
        meal {
          id
          title
          imageUrl
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

function MealForm({ meal, onClose, onSaved }: Omit<MealFormDialogProps, 'meal'> & { meal: EditedMeal | null }) {
  const { i18n } = useLingui();
  const [form, setForm] = useState(() => initialState(meal));
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [commitCreate, creating] = useMutation<MealFormDialogCreateMutation>(mealFormDialogCreateMutation);
  const [commitUpdate, updating] = useMutation<MealFormDialogUpdateMutation>(mealFormDialogUpdateMutation);

  const set = (field: keyof FormState) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  const setRegular = (field: 'calories' | 'protein', large: 'caloriesLarge' | 'proteinLarge') => (value: string) =>
    setForm((current) => ({
      ...current,
      [field]: value,
      [large]:
        value.trim() === '' || Number.isNaN(typedNumber(value)) ? '' : String(largePortionValue(typedNumber(value))),
    }));

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const refused = checkImageFile(file, 'meal');
    if (refused) {
      notify({ type: 'error', title: i18n._('Upload Failed'), description: i18n._(refused) });
      return;
    }
    setUploading(true);
    try {
      set('imageUrl')(await uploadImage(file, 'meal'));
      notify({ type: 'success', title: i18n._('Success'), description: i18n._('Image uploaded successfully') });
    } catch (failure) {
      notify({
        type: 'error',
        title: i18n._('Upload Failed'),
        description: i18n._(failure instanceof ImageUploadError ? failure.message : adminMealMessages.uploadFailed),
      });
    } finally {
      setUploading(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!form.title.trim() || !form.description.trim() || !form.imageUrl.trim()) {
      setError(i18n._(adminMealMessages.required));
      return;
    }
    const fields = {
      title: form.title.trim(),
      titleAr: form.titleAr.trim(),
      description: form.description.trim(),
      descriptionAr: form.descriptionAr.trim(),
      category: form.category,
      calories: typedNumber(form.calories || '0'),
      protein: typedNumber(form.protein || '0'),
      caloriesLarge: numberOrNull(form.caloriesLarge),
      proteinLarge: numberOrNull(form.proteinLarge),
      ingredients: form.ingredients,
      ingredientsAr: form.ingredientsAr,
      imageUrl: form.imageUrl.trim(),
      price: numberOrNull(form.price),
      allergens: form.allergens,
      diets: form.diets,
    };
    const failedText = meal ? adminMealMessages.updateFailed : adminMealMessages.createFailed;
    const done = (typename: string, message?: string) => {
      if (typename === 'MealCreatePayload' || typename === 'MealUpdatePayload') {
        notify({
          type: 'success',
          title: i18n._('Success'),
          description: meal ? i18n._('Meal updated') : i18n._('Meal created'),
        });
        onSaved();
        return;
      }
      // The server's reason, in the page's language when it is a catalogue message.
      setError(i18n._(message ?? failedText));
      notify({ type: 'error', title: i18n._('Error'), description: i18n._(failedText) });
    };
    const onError = () => done('error');
    if (meal) {
      commitUpdate({
        variables: { input: { id: meal.id, meal: fields } },
        onCompleted: ({ mealUpdate }) =>
          done(mealUpdate.__typename, 'message' in mealUpdate ? mealUpdate.message : undefined),
        onError,
      });
    } else {
      commitCreate({
        variables: { input: { meal: fields } },
        onCompleted: ({ mealCreate }) =>
          done(mealCreate.__typename, 'message' in mealCreate ? mealCreate.message : undefined),
        onError,
      });
    }
  };

  /** A text in English and Arabic side by side (the Arabic optional: empty shows the English). */
  const bilingual = (
    label: string,
    arabicLabel: string,
    name: 'title' | 'description' | 'ingredients',
    more: { required?: boolean; rows?: number; placeholder?: string; arabicPlaceholder?: string } = {},
  ) => (
    <BilingualField
      label={label}
      arabicLabel={arabicLabel}
      value={form[name]}
      arabicValue={form[`${name}Ar`]}
      onChange={set(name)}
      onArabicChange={set(`${name}Ar`)}
      {...more}
    />
  );

  const field = (label: string, name: keyof FormState, props: Record<string, unknown> = {}, required = false) => (
    <Field label={label} required={required}>
      <Input value={form[name]} onChange={(event) => set(name)(event.currentTarget.value)} {...props} />
    </Field>
  );

  return (
    // `display: contents`, so the header, body and footer lay out as the dialog's own (its body scrolls).
    <chakra.form
      onSubmit={submit}
      noValidate
      aria-label={meal ? i18n._('Edit meal') : i18n._('Add meal')}
      display="contents"
    >
      <Dialog.Header>
        <Dialog.Title>{meal ? i18n._('Edit Meal') : i18n._('Add Meal')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <FormMessage status="error">{error}</FormMessage>
          {bilingual(i18n._('Title'), i18n._('Title in Arabic'), 'title', { required: true })}
          {bilingual(i18n._('Description'), i18n._('Description in Arabic'), 'description', {
            required: true,
            rows: 3,
          })}
          <SelectField
            label={i18n._('Category')}
            value={form.category}
            onChange={set('category')}
            options={CATEGORY_OPTIONS.map(([value, label]) => ({ value, label: i18n._(label) }))}
          />
          <SimpleGrid columns={2} gap="3">
            {/* Text, not number inputs: a number input drops Arabic-Indic digits (typedNumber reads them). */}
            <Field label={i18n._('Calories')}>
              <Input
                inputMode="numeric"
                dir="ltr"
                value={form.calories}
                onChange={(event) => setRegular('calories', 'caloriesLarge')(event.currentTarget.value)}
              />
            </Field>
            <Field label={i18n._('Protein (g)')}>
              <Input
                inputMode="decimal"
                dir="ltr"
                value={form.protein}
                onChange={(event) => setRegular('protein', 'proteinLarge')(event.currentTarget.value)}
              />
            </Field>
            {field(i18n._('Large calories'), 'caloriesLarge', { inputMode: 'numeric', dir: 'ltr' })}
            {field(i18n._('Large protein (g)'), 'proteinLarge', { inputMode: 'decimal', dir: 'ltr' })}
          </SimpleGrid>
          {bilingual(i18n._('Ingredients'), i18n._('Ingredients in Arabic'), 'ingredients', {
            placeholder: i18n._('Comma-separated'),
            arabicPlaceholder: i18n._('Comma-separated, in Arabic'),
          })}
          <Field
            label={i18n._('Image')}
            required
            helperText={i18n._('JPG, PNG or GIF, at most 5MB. Or paste an image URL below.')}
          >
            <Input
              type="file"
              accept="image/jpeg,image/png,image/gif"
              aria-label={i18n._('Upload image')}
              disabled={uploading}
              onChange={(event) => void upload(event.currentTarget.files?.[0])}
              p="1"
            />
          </Field>
          {field(i18n._('Image URL'), 'imageUrl', { dir: 'ltr' })}
          {field(i18n._('Price (EGP)'), 'price', { inputMode: 'numeric', dir: 'ltr' })}
          {(
            [
              ['allergens', i18n._('Allergens'), ALLERGENS],
              ['diets', i18n._('Diets'), DIETS],
            ] as const
          ).map(([key, legend, options]) => (
            <chakra.fieldset key={key}>
              <chakra.legend fontWeight="medium" fontSize="sm" mb="2">
                {legend}
              </chakra.legend>
              <HStack wrap="wrap" gap="3">
                {options.map((option) => {
                  const list = form[key] as string[];
                  return (
                    <Checkbox.Root
                      key={option.value}
                      size="sm"
                      checked={list.includes(option.value)}
                      onCheckedChange={(details) =>
                        setForm((current) => {
                          const values = current[key] as string[];
                          const next =
                            details.checked === true
                              ? [...values, option.value]
                              : values.filter((value) => value !== option.value);
                          return { ...current, [key]: options.map((o) => o.value).filter((v) => next.includes(v)) };
                        })
                      }
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{i18n.locale === 'ar' ? option.ar : option.en}</Checkbox.Label>
                    </Checkbox.Root>
                  );
                })}
              </HStack>
            </chakra.fieldset>
          ))}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" type="button" onClick={onClose}>
          {i18n._('Cancel')}
        </Button>
        <Button type="submit" loading={creating || updating || uploading}>
          {meal ? i18n._('Save Changes') : i18n._('Create Meal')}
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}
