import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { DEFAULT_CTA_TEXT, DEFAULT_CTA_URL, LANDING_HEADLINE, landingMessages } from '@rules';
import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { graphql, useMutation, useFragment } from 'react-relay/hooks';
import type { HeroCard_query$key } from '../../../__generated__/HeroCard_query.graphql.ts';
import type { HeroCardSaveMutation } from '../../../__generated__/HeroCardSaveMutation.graphql.ts';
import { LandingCard } from './LandingCard.tsx';
import { LandingImageField } from './LandingImageField.tsx';
import { landingProblem, notifyLandingFailure, notifySaved, urlProblem } from './landingForm.ts';
import { Field } from '../../../components/ui/field.tsx';
import { BilingualField } from '../../../components/ui/bilingual-field.tsx';

interface HeroForm {
  backgroundImageUrl: string;
  ctaText: string;
  ctaTextAr: string;
  ctaUrl: string;
}

const heroCardFragment = graphql`
  fragment HeroCard_query on Query {
    adminLandingHero {
      id
      backgroundImageUrl
      # As stored, whatever the page's language: the English under the name the mutation takes.
      ctaText: ctaTextEn
      ctaTextAr
      ctaUrl
      isActive
    }
  }
`;

const heroCardSaveMutation = graphql`
  mutation HeroCardSaveMutation($input: LandingHeroSaveInput!) {
    landingHeroSave(input: $input) {
      __typename
      ... on LandingHeroSavePayload {
        hero {
          id
          backgroundImageUrl
          ctaText: ctaTextEn
          ctaTextAr
          ctaUrl
          isActive
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** The Hero Section card: the fixed headline, and the editable background image and button. */
export function HeroCard({ query }: { query: HeroCard_query$key }) {
  const { i18n } = useLingui();
  const data = useFragment(heroCardFragment, query);
  const [commitSave, saving] = useMutation<HeroCardSaveMutation>(heroCardSaveMutation);
  const hero = data.adminLandingHero;
  const saved: HeroForm = {
    backgroundImageUrl: hero?.backgroundImageUrl ?? '',
    ctaText: hero?.ctaText || DEFAULT_CTA_TEXT,
    ctaTextAr: hero?.ctaTextAr ?? '',
    ctaUrl: hero?.ctaUrl || DEFAULT_CTA_URL,
  };
  const [form, setForm] = useState<HeroForm | null>(null);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<{ backgroundImageUrl?: string; ctaUrl?: string }>({});

  const set = (key: keyof HeroForm) => (value: string) => setForm((current) => current && { ...current, [key]: value });

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!form) return;
    const found = {
      backgroundImageUrl: urlProblem(form.backgroundImageUrl) ?? undefined,
      ctaUrl: urlProblem(form.ctaUrl) ?? undefined,
    };
    setErrors(found);
    if (found.backgroundImageUrl || found.ctaUrl) return;
    commitSave({
      variables: {
        input: {
          backgroundImageUrl: form.backgroundImageUrl.trim(),
          ctaText: form.ctaText.trim(),
          ctaTextAr: form.ctaTextAr.trim(),
          ctaUrl: form.ctaUrl.trim(),
          isActive: hero?.isActive ?? true,
        },
      },
      // The first save creates the hero: point the card's query at it.
      updater: (store) => {
        const saved = store.getRootField('landingHeroSave')?.getLinkedRecord('hero');
        if (saved) store.getRoot().setLinkedRecord(saved, 'adminLandingHero');
      },
      onCompleted: ({ landingHeroSave }) => {
        const problem = landingProblem(landingHeroSave, 'LandingHeroSavePayload');
        if (problem) return notifyLandingFailure(landingMessages.heroFailed, problem);
        notifySaved(landingMessages.heroSaved);
        setForm(null);
      },
      onError: (error) => notifyLandingFailure(landingMessages.heroFailed, error),
    });
  };

  return (
    <LandingCard
      title={i18n._('Hero Section')}
      action={
        form ? null : (
          <Button size="sm" variant="outline" aria-label={i18n._('Edit hero section')} onClick={() => setForm(saved)}>
            {i18n._('Edit')}
          </Button>
        )
      }
    >
      <Stack gap="4">
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            {i18n._('Headline (fixed, not editable)')}
          </Text>
          <Text fontWeight="semibold">{i18n._(LANDING_HEADLINE)}</Text>
        </Stack>
        {form ? (
          <Stack gap="4" asChild>
            <form onSubmit={save} noValidate aria-label={i18n._('Edit hero section')}>
              <LandingImageField
                uploadLabel={i18n._('Upload background image')}
                urlLabel={i18n._('Background image URL')}
                value={form.backgroundImageUrl}
                error={errors.backgroundImageUrl ?? null}
                onChange={set('backgroundImageUrl')}
                onUploadingChange={setUploading}
              />
              <BilingualField
                label={i18n._('CTA button text')}
                arabicLabel={i18n._('CTA button text in Arabic')}
                value={form.ctaText}
                arabicValue={form.ctaTextAr}
                placeholder={DEFAULT_CTA_TEXT}
                onChange={set('ctaText')}
                onArabicChange={set('ctaTextAr')}
              />
              <Field
                label={i18n._('CTA button URL')}
                invalid={Boolean(errors.ctaUrl)}
                errorText={errors.ctaUrl && i18n._(errors.ctaUrl)}
              >
                <Input
                  dir="ltr"
                  value={form.ctaUrl}
                  placeholder={DEFAULT_CTA_URL}
                  onChange={(event) => set('ctaUrl')(event.target.value)}
                />
              </Field>
              <HStack gap="2">
                <Button type="submit" loading={saving} disabled={uploading}>
                  {i18n._('Save')}
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => {
                    setForm(null);
                    setErrors({});
                  }}
                >
                  {i18n._('Cancel')}
                </Button>
              </HStack>
            </form>
          </Stack>
        ) : (
          <Box as="dl" display="grid" gridTemplateColumns="max-content 1fr" columnGap="4" rowGap="2" fontSize="sm">
            <Text as="dt" color="fg.muted">
              {i18n._('Background image')}
            </Text>
            <Text as="dd">{saved.backgroundImageUrl ? i18n._('Image set') : i18n._('No image set')}</Text>
            <Text as="dt" color="fg.muted">
              {i18n._('CTA text')}
            </Text>
            <Text as="dd">{saved.ctaText}</Text>
            <Text as="dt" color="fg.muted">
              {i18n._('CTA text in Arabic')}
            </Text>
            <Text as="dd" lang="ar" dir="rtl">
              {saved.ctaTextAr || i18n._('Not written: the English is shown')}
            </Text>
            <Text as="dt" color="fg.muted">
              {i18n._('CTA URL')}
            </Text>
            <Text as="dd" wordBreak="break-all">
              {/* A URL reads left to right, aligned as the page's other values. */}
              <bdi dir="ltr">{saved.ctaUrl}</bdi>
            </Text>
          </Box>
        )}
      </Stack>
    </LandingCard>
  );
}
