// Landing-page content of the demo: hero, "THE MENU" carousel and FAQs.

import { demoMeals, mealImageUrl } from './meals.ts';
import { demoNeighborhoods } from './reference.ts';
import { faqsInArabic, heroCtaInArabic, neighborhoodsInArabic } from './arabic.ts';

export const demoHero = {
  // No photograph ships with the project; an empty background lets the web
  // app draw its own hero, and admins can upload a photo later.
  backgroundImageUrl: '',
  ctaText: 'Get Started',
  ctaTextAr: heroCtaInArabic,
  ctaUrl: '/',
  isActive: true,
};

/** One dish per category, so the carousel shows each illustration once. */
const carouselTitles = [
  'Chicken Shawarma Bowl',
  'Ful Medames with Baladi Bread',
  'Halloumi and Roasted Vegetable Wrap',
  'Grilled Chicken with Tahini Cauliflower',
  'Hummus with Crudités',
  'Om Ali',
];

export const demoCarouselMeals = carouselTitles.map((title, displayOrder) => {
  const meal = demoMeals.find((m) => m.title === title);
  if (!meal) throw new Error(`Carousel meal "${title}" is not in the demo catalogue`);
  return {
    name: meal.title,
    nameAr: meal.titleAr,
    description: meal.description,
    descriptionAr: meal.descriptionAr,
    imageUrl: mealImageUrl(meal.category),
    displayOrder,
    isActive: true,
  };
});

const servicedAreas = demoNeighborhoods.filter((n) => n.isServiced).map((n) => n.name);
const areaList = `${servicedAreas.slice(0, -1).join(', ')} and ${servicedAreas.at(-1)}`;

export const demoFaqs = [
  {
    question: 'Which areas do you deliver to?',
    answer: `We currently deliver in Cairo and Giza to ${areaList}. If your area is not on the list yet, check your eligibility anyway: we add you to the waitlist and e-mail you as soon as we reach your neighbourhood.`,
  },
  {
    question: 'When do I need to choose my meals?',
    answer:
      'Delivery weeks run Friday to Thursday and orders for a week close on the Tuesday before it at 23:59 Cairo time. Until then you can change your meals, portion size and delivery slot as often as you like; after the deadline the week is locked and goes to our kitchen.',
  },
  {
    question: 'When will my box arrive?',
    answer:
      'Boxes are delivered on the Saturday of each week, in the morning or evening slot you choose. Our courier will call the mobile number on your account when they are on the way.',
  },
  {
    question: 'Can I skip a week?',
    answer:
      'Yes. Skipping is free until the order deadline (Tuesday 23:59 before the week). Open My Account, choose the week under Upcoming Meals and select Skip Delivery. Changed your mind? You can unskip it any time before the same deadline.',
  },
  {
    question: 'How do I cancel my subscription?',
    answer:
      'You can cancel at any time from My Account > Subscription, with no fees. Orders that are already paid are still cooked and delivered, and you can resume whenever you want: your upcoming weeks will be ready for you again.',
  },
  {
    question: 'How can I pay?',
    answer:
      'Subscriptions are paid by debit or credit card: your saved card is charged each week when the order deadline passes, with 10% off your first subscription order. A one-time trial box can be paid by card or by InstaPay; upload the transfer screenshot at checkout and we confirm your order once the payment arrives.',
  },
  {
    question: 'How do I heat my meals?',
    answer:
      'Meals arrive chilled and ready to heat. Keep them in the fridge and enjoy them within four days. Pierce the film and microwave for 2 to 3 minutes, stirring halfway, or warm them in an ovenproof dish at 180°C for 10 to 12 minutes. Salads and desserts are best eaten cold.',
  },
  {
    question: 'How big are the portions?',
    answer:
      'A standard meal has about 500 to 600 calories and 30 to 40 g of protein; a large one about 750 to 850 calories and 45 to 60 g of protein, for EGP 99 more per meal. With a mixed plan you choose the size meal by meal. Every dish in the catalogue lists its calories and protein for both sizes.',
  },
].map((faq, displayOrder) => {
  const arabic = faqsInArabic[faq.question];
  if (!arabic) throw new Error(`FAQ "${faq.question}" has no Arabic`);
  const areasAr = servicedAreas.map((name) => neighborhoodsInArabic[name] ?? name);
  return {
    ...faq,
    questionAr: arabic.question,
    answerAr: arabic.answer.replace('{areas}', `${areasAr.slice(0, -1).join('، ')} و${areasAr.at(-1)}`),
    displayOrder,
    isActive: true,
  };
});
