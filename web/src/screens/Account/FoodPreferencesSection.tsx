import { Badge, Button, chakra, CloseButton, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import {
  ALLERGENS,
  DIETS,
  DISLIKED_INGREDIENT_MAX_LENGTH,
  DISLIKED_INGREDIENTS_MAX,
  normalizeIngredientTag,
  normalizeIngredientTags,
} from '@rules';
import type { FoodPreferencesSection_viewer$key } from '../../__generated__/FoodPreferencesSection_viewer.graphql.ts';
import type { FoodPreferencesSectionMutation } from '../../__generated__/FoodPreferencesSectionMutation.graphql.ts';
import { CheckboxFieldset } from '../../components/CheckboxFieldset.tsx';
import { notify } from '../../components/ui/toaster.tsx';
import { accountAnswer } from './accountAnswer.ts';

type Allergen = (typeof ALLERGENS)[number]['value'];
type Diet = (typeof DIETS)[number]['value'];

/** The Profile tab's Food preferences: allergens to avoid, diets followed, disliked ingredients. */
export function FoodPreferencesSection({ viewer }: { viewer: FoodPreferencesSection_viewer$key }) {
  const { i18n } = useLingui();
  const language = i18n.locale;
  const data = useFragment(
    graphql`
      fragment FoodPreferencesSection_viewer on Viewer {
        foodProfile {
          avoidAllergens
          followDiets
          dislikedIngredients
        }
      }
    `,
    viewer,
  );
  const [allergens, setAllergens] = useState<Allergen[]>([...data.foodProfile.avoidAllergens] as Allergen[]);
  const [diets, setDiets] = useState<Diet[]>([...data.foodProfile.followDiets] as Diet[]);
  const [tags, setTags] = useState<string[]>([...data.foodProfile.dislikedIngredients]);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [commit, saving] = useMutation<FoodPreferencesSectionMutation>(graphql`
    mutation FoodPreferencesSectionMutation($input: FoodProfileInput!) {
      foodProfileUpdate(input: $input) {
        __typename
        ... on ProfileUpdatePayload {
          viewer {
            ...FoodPreferencesSection_viewer
          }
        }
        ... on ValidationError {
          issues {
            path
            message
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);

  const optionOf = <V extends string>(entry: { value: V; en: string; ar: string }) => ({
    value: entry.value,
    label: language === 'ar' ? entry.ar : entry.en,
  });

  const addTag = () => {
    const tag = normalizeIngredientTag(draft);
    if (!tag) return;
    if (tag.length > DISLIKED_INGREDIENT_MAX_LENGTH) {
      setError(i18n._('At most {max} characters', { max: DISLIKED_INGREDIENT_MAX_LENGTH }));
      return;
    }
    const next = normalizeIngredientTags([...tags, tag]);
    if (next.length > DISLIKED_INGREDIENTS_MAX) {
      setError(i18n._('At most {max} disliked ingredients', { max: DISLIKED_INGREDIENTS_MAX }));
      return;
    }
    setError(null);
    setTags(next);
    setDraft('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    commit({
      variables: {
        input: {
          avoidAllergens: allergens,
          followDiets: diets,
          dislikedIngredients: tags,
        },
      },
      ...accountAnswer<FoodPreferencesSectionMutation>(i18n, {
        success: 'ProfileUpdatePayload',
        then: () =>
          notify({
            type: 'success',
            title: i18n._('Food preferences saved'),
            description: i18n._("The menu marks meals that don't fit them, and our chef never picks one for you."),
          }),
        refused: setError,
        failure: i18n._("We couldn't save your food preferences. Please try again."),
      }),
    });
  };

  return (
    <chakra.form onSubmit={submit} noValidate aria-labelledby="food-preferences-title" maxW="2xl">
      <Stack gap="4">
        <Heading as="h2" size="md" id="food-preferences-title">
          {i18n._('Food preferences')}
        </Heading>
        <CheckboxFieldset
          legend={i18n._('Allergens to avoid')}
          inline
          options={ALLERGENS.map(optionOf)}
          value={allergens}
          onChange={setAllergens}
        />
        <CheckboxFieldset
          legend={i18n._('Diets I follow')}
          inline
          options={DIETS.map(optionOf)}
          value={diets}
          onChange={setDiets}
        />
        <Stack gap="2">
          <chakra.label htmlFor="disliked-ingredient" fontWeight="medium">
            {i18n._('Disliked ingredients')}
          </chakra.label>
          <HStack>
            <Input
              id="disliked-ingredient"
              dir="auto"
              value={draft}
              placeholder={i18n._('e.g. coriander')}
              onChange={(e) => setDraft(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  addTag();
                }
              }}
            />
            <Button type="button" variant="outline" onClick={addTag}>
              {i18n._('Add')}
            </Button>
          </HStack>
          {tags.length > 0 ? (
            <HStack as="ul" wrap="wrap" gap="2" p="0" m="0" aria-label={i18n._('Disliked ingredients')}>
              {tags.map((tag) => (
                <Badge as="li" key={tag} size="lg" borderRadius="full" gap="1">
                  <span dir="auto">{tag}</span>
                  <CloseButton
                    size="2xs"
                    aria-label={i18n._('Remove {ingredient}', { ingredient: tag })}
                    onClick={() => setTags(tags.filter((item) => item !== tag))}
                  />
                </Badge>
              ))}
            </HStack>
          ) : null}
          {error ? (
            <Text role="alert" fontSize="sm" color="fg.error">
              {error}
            </Text>
          ) : null}
        </Stack>
        <Button type="submit" alignSelf="flex-start" loading={saving}>
          {i18n._('Save food preferences')}
        </Button>
      </Stack>
    </chakra.form>
  );
}
