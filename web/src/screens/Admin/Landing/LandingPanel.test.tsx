import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_CTA_TEXT, LANDING_HEADLINE, landingMessages } from '@rules';
import type { OperationDescriptor } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, type MockEnvironment } from '../../../../test/render.tsx';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { reorderChanges } from './landingForm.ts';
import { Suspense } from 'react';
import { createMockEnvironment } from 'relay-test-utils';
import type { LandingPanelQuery } from '../../../__generated__/LandingPanelQuery.graphql.ts';
import { preloadedPanel } from '../../../../test/preloadedPanel.tsx';
import LandingPanel, { landingPanelQuery } from './LandingPanel.tsx';

const faq = (id: number, question: string, displayOrder: number) => ({
  cursor: `f${id}`,
  node: {
    id: `Faq:${id}`,
    question,
    questionAr: `سؤال ${id}`,
    answer: `Answer ${id}`,
    answerAr: '',
    displayOrder,
    isActive: true,
  },
});

const answers: Record<string, unknown> = {
  HeroCardQuery: { adminLandingHero: null },
  CarouselCardQuery: {
    adminCarouselMeals: {
      edges: [
        {
          cursor: 'c1',
          node: {
            id: 'CarouselMeal:1',
            name: 'Koshari Bowl',
            nameAr: 'كشري',
            description: 'Lentils, rice and pasta',
            descriptionAr: '',
            imageUrl: '/images/koshari.jpg',
            displayOrder: 0,
            isActive: true,
          },
        },
      ],
      pageInfo: { hasNextPage: false, endCursor: 'c1' },
    },
  },
  FaqsCardQuery: {
    adminFaqs: {
      edges: [faq(1, 'How does delivery work?', 0), faq(2, 'Can I skip a week?', 1), faq(3, 'Is it halal?', 2)],
      pageInfo: { hasNextPage: false, endCursor: 'f3' },
    },
  },
};

// The tab's one query answers what the three cards' queries did.
answers.LandingPanelQuery = { ...answers.HeroCardQuery!, ...answers.CarouselCardQuery!, ...answers.FaqsCardQuery! };

const nameOf = (operation: OperationDescriptor) => operation.request.node.params.name;

/** Answers every pending query of the panel with the fixtures above. */
async function resolveQueries(environment: MockEnvironment) {
  await waitFor(() => expect(environment.mock.getAllOperations().length).toBeGreaterThanOrEqual(1));
  for (const operation of environment.mock.getAllOperations()) {
    const data = answers[nameOf(operation)];
    if (data) environment.mock.resolve(operation, { data: data as never });
  }
}

async function renderPanel(locale: 'en' | 'ar' = 'en') {
  const environment = createMockEnvironment();
  renderWithProviders(
    <>
      <Suspense fallback="loading">
        {preloadedPanel<LandingPanelQuery>(environment, landingPanelQuery, LandingPanel)}
      </Suspense>
      <Toaster />
    </>,
    { environment, locale },
  );
  await resolveQueries(environment);
  await screen.findByText('Koshari Bowl', {}, { timeout: 5000 });
  await screen.findByText('Can I skip a week?', {}, { timeout: 5000 });
  return environment;
}

const lastOperation = async (environment: MockEnvironment, name: string) => {
  await waitFor(() => expect(nameOf(environment.mock.getMostRecentOperation())).toBe(name));
  return environment.mock.getMostRecentOperation();
};

describe('the Landing Page panel', () => {
  it('shows the three cards; the hero with its fixed headline and the defaults until one is saved', async () => {
    await renderPanel();
    expect(screen.getByRole('heading', { level: 2, name: 'Landing Page' })).toBeTruthy();
    const hero = screen.getByRole('region', { name: 'Hero Section' });
    expect(within(hero).getByText(LANDING_HEADLINE)).toBeTruthy();
    expect(within(hero).getByText('No image set')).toBeTruthy();
    expect(within(hero).getByText(DEFAULT_CTA_TEXT)).toBeTruthy();
    expect(within(hero).getByText('/')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Menu Carousel' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'FAQs' })).toBeTruthy();
  });

  it('saves the hero: refuses a bad URL, then sends the form, closes it and says so', async () => {
    const environment = await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Edit hero section' }));
    const form = screen.getByRole('form', { name: 'Edit hero section' });
    fireEvent.change(within(form).getByLabelText('CTA button URL'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(landingMessages.urlInvalid)).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('CTA button URL'), { target: { value: '/meal-plans' } });
    fireEvent.change(within(form).getByLabelText('CTA button text'), { target: { value: 'Start now' } });
    const arabic = within(form).getByLabelText('CTA button text in Arabic');
    expect([arabic.getAttribute('lang'), arabic.getAttribute('dir')]).toEqual(['ar', 'rtl']);
    fireEvent.change(arabic, { target: { value: ' ابدأ الآن ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const save = await lastOperation(environment, 'HeroCardSaveMutation');
    expect(save.request.variables.input).toEqual({
      backgroundImageUrl: '',
      ctaText: 'Start now',
      ctaTextAr: 'ابدأ الآن',
      ctaUrl: '/meal-plans',
      isActive: true,
    });
    environment.mock.resolve(save, {
      data: {
        landingHeroSave: {
          __typename: 'LandingHeroSavePayload',
          hero: {
            id: 'LandingHero:1',
            backgroundImageUrl: '',
            ctaText: 'Start now',
            ctaTextAr: 'ابدأ الآن',
            ctaUrl: '/meal-plans',
            isActive: true,
          },
        },
      },
    });
    expect(await screen.findByText(landingMessages.heroSaved)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit hero section' })).toBeNull());
    expect(screen.getByText('Start now')).toBeTruthy();
    expect(screen.getByText('ابدأ الآن')).toBeTruthy();
  });

  it('refuses a landing image that is not an image, or over 10 MB, before sending it', async () => {
    const environment = await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Edit hero section' }));
    const picker = screen.getByLabelText('Upload background image');
    fireEvent.change(picker, { target: { files: [new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText(landingMessages.imageTypeTitle)).toBeTruthy();
    expect(screen.getByText(landingMessages.imageType)).toBeTruthy();
    const large = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'hero.png', { type: 'image/png' });
    fireEvent.change(picker, { target: { files: [large] } });
    expect(await screen.findByText(landingMessages.imageSizeTitle)).toBeTruthy();
    expect(screen.getByText(landingMessages.imageSize)).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("shows the server's refusal of the hero and keeps the form open", async () => {
    const environment = await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Edit hero section' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const save = await lastOperation(environment, 'HeroCardSaveMutation');
    environment.mock.reject(save, new Error('500: Internal Server Error'));
    expect(await screen.findByText(`${landingMessages.heroFailed}: 500: Internal Server Error`)).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Edit hero section' })).toBeTruthy();
  });

  it('adds a carousel meal (name required) and deletes one after the specification confirmation', async () => {
    const environment = await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Add Meal' }));
    const form = screen.getByRole('form', { name: 'Add carousel meal' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(landingMessages.nameRequired)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^Name(?! in Arabic)/), { target: { value: 'Molokhia' } });
    fireEvent.change(within(form).getByLabelText('Name in Arabic'), { target: { value: 'ملوخية' } });
    fireEvent.change(within(form).getByLabelText('Display order'), { target: { value: 'abc' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const create = await lastOperation(environment, 'CarouselCardCreateMutation');
    expect(create.request.variables.input).toEqual({
      carouselMeal: {
        name: 'Molokhia',
        nameAr: 'ملوخية',
        description: '',
        descriptionAr: '',
        imageUrl: '',
        displayOrder: 0,
        isActive: true,
      },
    });
    environment.mock.resolve(create, { data: { carouselMealCreate: { __typename: 'CarouselMealCreatePayload' } } });
    expect(await screen.findByText(landingMessages.carouselSaved)).toBeTruthy();
    await lastOperation(environment, 'CarouselCardQuery');

    fireEvent.click(screen.getByRole('button', { name: 'Delete Koshari Bowl' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(landingMessages.carouselDeleteConfirm('Koshari Bowl'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const remove = await lastOperation(environment, 'CarouselCardDeleteMutation');
    expect(remove.request.variables.input).toEqual({ id: 'CarouselMeal:1' });
    environment.mock.resolve(remove, {
      data: { carouselMealDelete: { __typename: 'CarouselMealDeletePayload' } },
    });
    expect(await screen.findByText(landingMessages.carouselDeleted)).toBeTruthy();
  });

  it('requires question and answer, moves an FAQ by renumbering, and reports a failed delete', async () => {
    const environment = await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Add FAQ' }));
    const form = screen.getByRole('form', { name: 'Add FAQ' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(landingMessages.questionRequired)).toBeTruthy();
    expect(within(form).getByText(landingMessages.answerRequired)).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('button', { name: 'Move up: How does delivery work?' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Move down: How does delivery work?' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(2));
    const moves = environment.mock.getAllOperations();
    expect(moves.map((operation) => operation.request.variables.input)).toEqual([
      // Written whole, the Arabic with the English.
      {
        id: 'Faq:2',
        faq: {
          question: 'Can I skip a week?',
          questionAr: 'سؤال 2',
          answer: 'Answer 2',
          answerAr: '',
          displayOrder: 0,
          isActive: true,
        },
      },
      {
        id: 'Faq:1',
        faq: {
          question: 'How does delivery work?',
          questionAr: 'سؤال 1',
          answer: 'Answer 1',
          answerAr: '',
          displayOrder: 1,
          isActive: true,
        },
      },
    ]);
    for (const operation of moves) {
      environment.mock.resolve(operation, { data: { faqUpdate: { __typename: 'FaqUpdatePayload' } } });
    }
    expect(await screen.findByText(landingMessages.faqSaved)).toBeTruthy();
    await lastOperation(environment, 'FaqsCardQuery');

    fireEvent.click(screen.getByRole('button', { name: 'Delete Is it halal?' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(landingMessages.faqDeleteConfirm);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const remove = await lastOperation(environment, 'FaqsCardDeleteMutation');
    environment.mock.resolve(remove, {
      data: { faqDelete: { __typename: 'NotFoundError', __isError: 'NotFoundError', message: 'FAQ not found' } },
    });
    expect(await screen.findByText(`${landingMessages.faqDeleteFailed}: FAQ not found`)).toBeTruthy();
  });
});

describe('moving an entry', () => {
  const entries = [
    { id: 'a', displayOrder: 0 },
    { id: 'b', displayOrder: 0 },
    { id: 'c', displayOrder: 5 },
  ];
  it('renumbers the new order and keeps only the entries whose order changes', () => {
    expect(reorderChanges(entries, 2, -1).map(({ entry, displayOrder }) => [entry.id, displayOrder])).toEqual([
      ['c', 1],
      ['b', 2],
    ]);
    expect(reorderChanges(entries, 0, -1)).toEqual([]);
    expect(reorderChanges(entries, 2, 1)).toEqual([]);
  });
});

describe('the Landing Page panel in Arabic', () => {
  it('reads in Arabic with ar-EG digits, its forms and their checks too; the entries as written', async () => {
    const environment = await renderPanel('ar');
    expect(screen.getByRole('heading', { level: 2, name: 'الصفحة الرئيسية' })).toBeTruthy();
    const hero = screen.getByRole('region', { name: 'القسم الرئيسي' });
    expect(within(hero).getByText('لم تُعيَّن صورة')).toBeTruthy();
    expect(within(hero).getByText('العنوان الرئيسي (ثابت، لا يمكن تعديله)')).toBeTruthy();
    expect(within(hero).queryByText(LANDING_HEADLINE)).toBeNull();

    const carousel = screen.getByRole('region', { name: 'العرض المتحرك للقائمة' });
    expect(within(carousel).getByText('الترتيب ٠')).toBeTruthy();
    expect(within(carousel).getByRole('button', { name: 'تعديل Koshari Bowl' })).toBeTruthy();
    const faqs = screen.getByRole('region', { name: 'الأسئلة الشائعة' });
    expect(within(faqs).getByText('الترتيب ٢')).toBeTruthy();
    expect(within(faqs).getByRole('button', { name: 'نقل لأسفل: How does delivery work?' })).toBeTruthy();
    // No interface word left in English: only the entries' own texts (written in English) are.
    const interfaceText = [hero, carousel, faqs]
      .map((card) => card.textContent ?? '')
      .join(' ')
      .replace(
        /Koshari Bowl|Lentils, rice and pasta|How does delivery work\?|Can I skip a week\?|Is it halal\?|Answer \d/g,
        '',
      )
      .replace(new RegExp(DEFAULT_CTA_TEXT, 'g'), '');
    expect(interfaceText).not.toMatch(/[A-Za-z]{2,}/);

    fireEvent.click(within(faqs).getByRole('button', { name: 'إضافة سؤال' }));
    const form = within(faqs).getByRole('form', { name: 'إضافة سؤال' });
    fireEvent.change(within(form).getByLabelText('ترتيب العرض'), { target: { value: '٧' } });
    fireEvent.click(within(form).getByRole('button', { name: 'حفظ' }));
    expect(await within(form).findByText('السؤال مطلوب')).toBeTruthy();
    expect(within(form).getByText('الإجابة مطلوبة')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(/^السؤال(?! بالعربية)/), {
      target: { value: 'Do you deliver on Fridays?' },
    });
    fireEvent.change(within(form).getByLabelText(/^الإجابة(?! بالعربية)/), { target: { value: 'Yes.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'حفظ' }));
    const create = await lastOperation(environment, 'FaqsCardCreateMutation');
    // The display order typed in Arabic-Indic digits is the same number.
    expect(create.request.variables.input.faq).toMatchObject({
      question: 'Do you deliver on Fridays?',
      displayOrder: 7,
    });
  });
});
