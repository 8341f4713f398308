// The demo catalogue: Egyptian and Mediterranean home cooking plus a few
// healthy bowls. Nutrition is per portion and realistic for the dish (so a
// koshari has less protein than a kofta plate). `ingredients` is left empty on
// three dishes so the catalogue's "coming soon" notice has something to show,
// and `caloriesLarge`/`proteinLarge` are null on four so the 1.5x fallback does.

import type { Allergen, Diet, MealCategory } from '../generated/prisma/client.ts';
import { mealsInArabic, tagsInArabic } from './arabic.ts';
import { demoFoodFacts, highProtein } from './foodFacts.ts';

interface EnglishMeal {
  title: string;
  description: string;
  /** Comma-separated, as the catalogue shows it; '' = "coming soon". */
  ingredients: string;
  tags: string[];
  category: MealCategory;
  calories: number;
  protein: number;
  /** null: the app shows 1.5 x the standard values. */
  caloriesLarge: number | null;
  proteinLarge: number | null;
}

export const mealImageUrl = (category: MealCategory) => `/images/meals/${category}.svg`;

const englishMeals: EnglishMeal[] = [
  // ---- main ---------------------------------------------------------------
  {
    title: 'Chicken Shawarma Bowl',
    description:
      'Spiced chicken thigh shawarma sliced over turmeric rice with garlicky toum, pickled turnips and a crunchy cucumber-tomato salad.',
    ingredients:
      'Chicken thigh, basmati rice, turmeric, garlic, lemon, yoghurt, pickled turnip, cucumber, tomato, parsley, seven spices',
    tags: ['high-protein', 'mediterranean', 'nut-free'],
    category: 'main',
    calories: 580,
    protein: 42,
    caloriesLarge: 860,
    proteinLarge: 61,
  },
  {
    title: 'Koshari with Lentils',
    description:
      "Cairo's favourite street dish: rice, brown lentils, macaroni and chickpeas under a spiced tomato sauce, finished with garlic-vinegar dakka and crispy onions.",
    ingredients:
      'Egyptian rice, brown lentils, macaroni, chickpeas, tomato, garlic, white vinegar, cumin, chilli, fried onions',
    tags: ['vegan', 'vegetarian', 'egyptian-classic', 'high-fiber', 'dairy-free'],
    category: 'main',
    calories: 590,
    protein: 19,
    caloriesLarge: 880,
    proteinLarge: 28,
  },
  {
    title: 'Molokhia with Chicken',
    description:
      'Silky jute-leaf stew with a sizzling garlic and coriander ta’leya, served with roast chicken and vermicelli rice, just like a Friday lunch at home.',
    ingredients:
      'Molokhia (jute leaves), chicken, chicken stock, garlic, dried coriander, ghee, Egyptian rice, vermicelli',
    tags: ['high-protein', 'egyptian-classic', 'comfort-food'],
    category: 'main',
    calories: 560,
    protein: 40,
    caloriesLarge: 830,
    proteinLarge: 58,
  },
  {
    title: 'Kofta with Tahini',
    description:
      'Chargrilled beef and lamb kofta with onion and parsley, drizzled with lemony tahini and served with roasted baby potatoes and a sharp tomato salad.',
    ingredients: 'Minced beef, minced lamb, onion, parsley, tahini, lemon, baby potatoes, tomato, sumac, cumin',
    tags: ['high-protein', 'gluten-free', 'mediterranean', 'dairy-free'],
    category: 'main',
    calories: 590,
    protein: 38,
    caloriesLarge: 870,
    proteinLarge: 56,
  },
  {
    title: 'Grilled Salmon with Freekeh',
    description:
      'Flaky grilled salmon on smoky green freekeh tossed with herbs and toasted almonds, with a cool lemon-dill yoghurt.',
    ingredients: 'Salmon fillet, freekeh, parsley, mint, spring onion, almonds, lemon, dill, yoghurt, olive oil',
    tags: ['high-protein', 'pescatarian', 'mediterranean', 'high-fiber'],
    category: 'main',
    calories: 560,
    protein: 40,
    caloriesLarge: 840,
    proteinLarge: 59,
  },
  {
    title: 'Fattah with Beef',
    description:
      'Crisp baladi bread and rice layered with slow-cooked beef in a garlic-vinegar tomato sauce: the festive Egyptian classic, made for a weeknight.',
    ingredients: 'Beef shin, Egyptian rice, baladi bread, tomato, garlic, white vinegar, ghee, cardamom, bay leaf',
    tags: ['egyptian-classic', 'comfort-food', 'high-protein'],
    category: 'main',
    calories: 600,
    protein: 36,
    caloriesLarge: 890,
    proteinLarge: 53,
  },
  {
    title: 'Mixed Mahshi with Yoghurt',
    description:
      'Peppers, courgettes and aubergines stuffed with dill-and-tomato rice and gently simmered, with a bowl of cool garlic yoghurt on the side.',
    ingredients:
      'Bell peppers, courgette, aubergine, Egyptian rice, tomato, dill, parsley, coriander, onion, yoghurt, garlic',
    tags: ['vegetarian', 'egyptian-classic', 'gluten-free'],
    category: 'main',
    calories: 520,
    protein: 14,
    caloriesLarge: null,
    proteinLarge: null,
  },
  {
    title: 'Shish Tawook with Vermicelli Rice',
    description:
      'Yoghurt-and-lemon marinated chicken skewers grilled until charred at the edges, with buttery vermicelli rice, toum and grilled tomatoes.',
    ingredients:
      'Chicken breast, yoghurt, lemon, garlic, paprika, tomato paste, Egyptian rice, vermicelli, butter, tomato',
    tags: ['high-protein', 'mediterranean', 'nut-free'],
    category: 'main',
    calories: 550,
    protein: 44,
    caloriesLarge: 820,
    proteinLarge: 63,
  },
  {
    title: 'Bamya with Lamb',
    description:
      'Tender baby okra and lamb stewed in a garlicky tomato sauce with a hint of coriander, served over fluffy white rice.',
    ingredients: 'Baby okra, lamb shoulder, tomato, garlic, dried coriander, onion, lemon, Egyptian rice',
    tags: ['egyptian-classic', 'gluten-free', 'dairy-free', 'comfort-food'],
    category: 'main',
    calories: 570,
    protein: 35,
    caloriesLarge: 850,
    proteinLarge: 52,
  },
  {
    title: 'Sayadeya Fish with Caramelised Onion Rice',
    description:
      "Alexandria's fisherman's supper: spiced sea bream over brown rice cooked with deeply caramelised onions, with tahini and lemon.",
    ingredients: 'Sea bream, Egyptian rice, onion, cumin, coriander seed, turmeric, tahini, lemon, pine nuts',
    tags: ['pescatarian', 'gluten-free', 'egyptian-classic', 'dairy-free'],
    category: 'main',
    calories: 540,
    protein: 38,
    caloriesLarge: 810,
    proteinLarge: 56,
  },
  {
    title: 'Shrimp Tagine',
    description:
      'Juicy shrimp baked in a clay pot with tomato, peppers, garlic and cumin, with a kick of chilli and a side of saffron rice.',
    ingredients: 'Shrimp, tomato, green pepper, onion, garlic, cumin, chilli, coriander, olive oil, rice, saffron',
    tags: ['pescatarian', 'spicy', 'gluten-free', 'dairy-free'],
    category: 'main',
    calories: 510,
    protein: 36,
    caloriesLarge: 770,
    proteinLarge: 53,
  },
  {
    title: 'Roast Chicken with Freekeh',
    description:
      'Half a spiced roast chicken on freekeh cooked in rich stock with onions and a scatter of toasted nuts.',
    ingredients: 'Chicken, freekeh, chicken stock, onion, cinnamon, allspice, ghee, almonds, pine nuts',
    tags: ['high-protein', 'egyptian-classic', 'high-fiber'],
    category: 'main',
    calories: 600,
    protein: 48,
    caloriesLarge: 890,
    proteinLarge: 70,
  },
  {
    title: 'Macarona Bechamel',
    description: 'The Egyptian family bake: penne layered with spiced minced beef and a golden, bubbling béchamel.',
    ingredients: 'Penne, minced beef, onion, tomato paste, milk, butter, flour, nutmeg, egg, black pepper',
    tags: ['comfort-food', 'egyptian-classic', 'high-protein'],
    category: 'main',
    calories: 600,
    protein: 32,
    caloriesLarge: 900,
    proteinLarge: 47,
  },
  {
    title: "Ta'ameya Falafel Bowl",
    description:
      "Herby Egyptian fava-bean ta'ameya with tahini, a chopped baladi salad, pickles and warm whole-wheat pita.",
    ingredients:
      'Fava beans, leek, parsley, dill, coriander, sesame, tahini, tomato, cucumber, pickles, whole-wheat pita',
    tags: ['vegan', 'vegetarian', 'egyptian-classic', 'dairy-free', 'high-fiber'],
    category: 'main',
    calories: 540,
    protein: 20,
    caloriesLarge: 800,
    proteinLarge: 30,
  },
  {
    title: 'Lentil & Quinoa Power Bowl',
    description:
      'Warm quinoa and green lentils with roasted sweet potato, baby spinach, pomegranate and a tangy pomegranate-molasses dressing.',
    ingredients:
      'Quinoa, green lentils, sweet potato, baby spinach, pomegranate, pumpkin seeds, pomegranate molasses, olive oil, lemon',
    tags: ['vegan', 'vegetarian', 'gluten-free', 'high-fiber', 'dairy-free'],
    category: 'main',
    calories: 520,
    protein: 24,
    caloriesLarge: 780,
    proteinLarge: 35,
  },
  {
    title: 'Harissa Chicken Cauliflower Rice Bowl',
    description:
      'Smoky harissa-roasted chicken over garlicky cauliflower rice with charred peppers, avocado and a squeeze of lime.',
    ingredients: 'Chicken breast, harissa, cauliflower, red pepper, courgette, avocado, garlic, lime, coriander',
    tags: ['high-protein', 'low-carb', 'spicy', 'gluten-free', 'dairy-free'],
    category: 'main',
    calories: 500,
    protein: 46,
    caloriesLarge: 750,
    proteinLarge: 68,
  },
  {
    title: 'Beef Kebab with Bulgur and Grilled Vegetables',
    description:
      'Cumin-scented beef kebab with tomato bulgur pilaf, chargrilled aubergine and peppers, and a spoonful of labneh.',
    ingredients: 'Beef sirloin, bulgur wheat, tomato, onion, cumin, aubergine, green pepper, labneh, mint',
    tags: ['high-protein', 'mediterranean', 'high-fiber'],
    category: 'main',
    calories: 580,
    protein: 43,
    caloriesLarge: 860,
    proteinLarge: 63,
  },
  {
    title: 'Lemon Herb Chicken with Roasted Vegetables',
    description:
      'Oregano and lemon roast chicken with a tray of caramelised courgette, carrots, red onion and cherry tomatoes.',
    ingredients:
      'Chicken thigh, lemon, oregano, thyme, garlic, courgette, carrot, red onion, cherry tomatoes, olive oil',
    tags: ['high-protein', 'low-carb', 'gluten-free', 'dairy-free'],
    category: 'main',
    calories: 510,
    protein: 47,
    caloriesLarge: 760,
    proteinLarge: 69,
  },
  {
    title: 'Grilled Sea Bass with Lemon and Herbs',
    description:
      'Red Sea bass grilled with lemon, garlic and parsley, with herbed new potatoes and a crisp green salad.',
    ingredients: 'Sea bass fillet, lemon, garlic, parsley, new potatoes, rocket, cucumber, olive oil',
    tags: ['pescatarian', 'gluten-free', 'dairy-free', 'high-protein'],
    category: 'main',
    calories: 500,
    protein: 42,
    caloriesLarge: 750,
    proteinLarge: 62,
  },
  {
    title: 'Chicken Musakhan with Sumac Onions',
    description:
      'Roast chicken on taboon bread soaked in olive oil and piled with sweet sumac onions and toasted pine nuts.',
    ingredients: '',
    tags: ['high-protein', 'mediterranean'],
    category: 'main',
    calories: 590,
    protein: 43,
    caloriesLarge: 880,
    proteinLarge: 63,
  },
  {
    title: 'Beef Shawarma Plate with Hummus',
    description:
      'Thinly sliced beef shawarma with a swirl of silky hummus, tahini, pickles and warm pita for scooping.',
    ingredients: 'Beef, seven spices, vinegar, onion, chickpeas, tahini, lemon, garlic, pickles, pita bread',
    tags: ['high-protein', 'mediterranean', 'dairy-free'],
    category: 'main',
    calories: 600,
    protein: 40,
    caloriesLarge: 900,
    proteinLarge: 58,
  },
  {
    title: "Mesa'aa with Minced Beef",
    description:
      "Egypt's moussaka: fried aubergine, green peppers and spiced minced beef baked in a garlicky tomato sauce, served with rice.",
    ingredients: 'Aubergine, minced beef, green pepper, tomato, garlic, onion, vinegar, chilli, Egyptian rice',
    tags: ['egyptian-classic', 'comfort-food', 'gluten-free', 'dairy-free'],
    category: 'main',
    calories: 560,
    protein: 30,
    caloriesLarge: 840,
    proteinLarge: 45,
  },
  {
    title: 'Chicken Pane with Mashed Potatoes',
    description:
      'Crisp golden breaded chicken escalope with creamy mashed potatoes and buttered green beans: a weeknight favourite for all ages.',
    ingredients: 'Chicken breast, breadcrumbs, egg, flour, garlic, potatoes, milk, butter, green beans, lemon',
    tags: ['high-protein', 'comfort-food', 'kid-friendly'],
    category: 'main',
    calories: 590,
    protein: 41,
    caloriesLarge: 880,
    proteinLarge: 60,
  },
  {
    title: 'Kofta Dawood Basha',
    description:
      'Soft beef meatballs simmered in a rich tomato and onion sauce with a hint of cinnamon, served over vermicelli rice.',
    ingredients: 'Minced beef, onion, garlic, tomato, pine nuts, cinnamon, allspice, Egyptian rice, vermicelli',
    tags: ['egyptian-classic', 'comfort-food', 'high-protein', 'dairy-free'],
    category: 'main',
    calories: 580,
    protein: 34,
    caloriesLarge: 860,
    proteinLarge: 50,
  },

  // ---- breakfast ----------------------------------------------------------
  {
    title: 'Ful Medames with Baladi Bread',
    description:
      'Slow-cooked fava beans with cumin, lemon and olive oil, topped with chopped tomato and parsley, with baladi bread and pickles.',
    ingredients: 'Fava beans, cumin, garlic, lemon, olive oil, tomato, parsley, baladi bread, pickles',
    tags: ['vegan', 'vegetarian', 'egyptian-classic', 'high-fiber', 'dairy-free'],
    category: 'breakfast',
    calories: 420,
    protein: 18,
    caloriesLarge: 630,
    proteinLarge: 27,
  },
  {
    title: 'Shakshuka with Feta',
    description:
      'Eggs gently poached in a spiced tomato and pepper sauce, crumbled with feta and herbs, with toasted sourdough.',
    ingredients: 'Eggs, tomato, red pepper, onion, garlic, cumin, paprika, feta, parsley, sourdough',
    tags: ['vegetarian', 'spicy', 'high-protein'],
    category: 'breakfast',
    calories: 380,
    protein: 21,
    caloriesLarge: 570,
    proteinLarge: 31,
  },
  {
    title: 'Greek Yoghurt with Dates and Granola',
    description: 'Thick Greek yoghurt layered with Siwa dates, honey-toasted oat granola and a sprinkle of pistachios.',
    ingredients: 'Greek yoghurt, Siwa dates, oats, honey, almonds, pistachios, cinnamon',
    tags: ['vegetarian', 'high-protein'],
    category: 'breakfast',
    calories: 390,
    protein: 22,
    caloriesLarge: 580,
    proteinLarge: 33,
  },
  {
    title: 'Baked Eggs with Basterma',
    description:
      'Eggs baked over slices of spiced basterma and sweet peppers until just set, with a side of toasted baladi bread.',
    ingredients: '',
    tags: ['high-protein', 'egyptian-classic', 'low-carb'],
    category: 'breakfast',
    calories: 410,
    protein: 28,
    caloriesLarge: 610,
    proteinLarge: 41,
  },

  // ---- lunch --------------------------------------------------------------
  {
    title: 'Hawawshi with Tahini',
    description:
      'Baladi bread stuffed with chilli-spiked minced beef and onions and baked until crackling, with tahini and pickles.',
    ingredients: 'Baladi bread, minced beef, onion, green chilli, green pepper, seven spices, tahini, pickles',
    tags: ['egyptian-classic', 'spicy', 'high-protein', 'dairy-free'],
    category: 'lunch',
    calories: 600,
    protein: 34,
    caloriesLarge: 890,
    proteinLarge: 50,
  },
  {
    title: 'Chicken Fattoush Salad',
    description:
      'Grilled chicken on a crunchy fattoush of romaine, radish, cucumber and toasted pita with a sumac and pomegranate dressing.',
    ingredients:
      'Chicken breast, romaine, radish, cucumber, tomato, purslane, toasted pita, sumac, pomegranate molasses, olive oil',
    tags: ['high-protein', 'mediterranean', 'dairy-free'],
    category: 'lunch',
    calories: 450,
    protein: 36,
    caloriesLarge: 670,
    proteinLarge: 53,
  },
  {
    title: 'Halloumi and Roasted Vegetable Wrap',
    description:
      'Grilled halloumi, roasted peppers and courgette with mint and a smear of hummus, rolled in a toasted whole-wheat wrap.',
    ingredients: 'Halloumi, whole-wheat tortilla, red pepper, courgette, red onion, hummus, mint, rocket',
    tags: ['vegetarian', 'mediterranean'],
    category: 'lunch',
    calories: 520,
    protein: 24,
    caloriesLarge: 780,
    proteinLarge: 35,
  },

  // ---- dinner -------------------------------------------------------------
  {
    title: 'Lentil Soup with Crispy Pita',
    description:
      'Velvety Egyptian shorbet ads of red lentils and cumin, with a squeeze of lemon, crispy pita and caramelised onions.',
    ingredients: 'Red lentils, carrot, onion, potato, cumin, garlic, lemon, pita bread, olive oil',
    tags: ['vegan', 'vegetarian', 'egyptian-classic', 'high-fiber', 'dairy-free'],
    category: 'dinner',
    calories: 380,
    protein: 17,
    caloriesLarge: null,
    proteinLarge: null,
  },
  {
    title: 'Alexandrian Liver with Peppers',
    description:
      'Kebda eskandarani: strips of beef liver seared hot with garlic, green chillies and cumin, with tahini and a baladi salad.',
    ingredients: 'Beef liver, garlic, green chilli, green pepper, cumin, lemon, tahini, tomato, cucumber',
    tags: ['high-protein', 'spicy', 'egyptian-classic', 'low-carb'],
    category: 'dinner',
    calories: 450,
    protein: 38,
    caloriesLarge: 670,
    proteinLarge: 56,
  },
  {
    title: 'Grilled Chicken with Tahini Cauliflower',
    description:
      'Za’atar grilled chicken with roasted cauliflower florets, tahini drizzle, pomegranate seeds and fresh herbs.',
    ingredients: 'Chicken breast, za’atar, cauliflower, tahini, lemon, garlic, pomegranate, parsley, olive oil',
    tags: ['high-protein', 'low-carb', 'gluten-free', 'dairy-free'],
    category: 'dinner',
    calories: 430,
    protein: 44,
    caloriesLarge: 640,
    proteinLarge: 65,
  },

  // ---- snack --------------------------------------------------------------
  {
    title: 'Hummus with Crudités',
    description:
      'Smooth, lemony hummus topped with olive oil and paprika, with crunchy carrot, cucumber and pepper sticks for dipping.',
    ingredients: 'Chickpeas, tahini, lemon, garlic, olive oil, paprika, carrot, cucumber, red pepper',
    tags: ['vegan', 'vegetarian', 'gluten-free', 'dairy-free'],
    category: 'snack',
    calories: 260,
    protein: 9,
    caloriesLarge: null,
    proteinLarge: null,
  },
  {
    title: 'Baba Ghanoush with Whole-Wheat Pita',
    description:
      'Smoky fire-roasted aubergine whipped with tahini, garlic and lemon, served with warm whole-wheat pita triangles.',
    ingredients: 'Aubergine, tahini, garlic, lemon, olive oil, parsley, pomegranate, whole-wheat pita',
    tags: ['vegan', 'vegetarian', 'dairy-free'],
    category: 'snack',
    calories: 240,
    protein: 6,
    caloriesLarge: 360,
    proteinLarge: 9,
  },
  {
    title: 'Spinach Sambousek',
    description: 'Three golden baked pastries filled with lemony spinach, onion and sumac, perfect between meetings.',
    ingredients: '',
    tags: ['vegetarian', 'kid-friendly'],
    category: 'snack',
    calories: 290,
    protein: 9,
    caloriesLarge: 430,
    proteinLarge: 13,
  },

  // ---- dessert ------------------------------------------------------------
  {
    title: 'Om Ali',
    description:
      'Warm Egyptian bread pudding of flaky pastry baked in sweet milk with coconut, raisins and mixed nuts.',
    ingredients: 'Puff pastry, milk, cream, sugar, coconut flakes, raisins, pistachios, almonds, hazelnuts',
    tags: ['vegetarian', 'egyptian-classic', 'comfort-food'],
    category: 'dessert',
    calories: 420,
    protein: 10,
    caloriesLarge: 630,
    proteinLarge: 15,
  },
  {
    title: 'Roz bel Laban with Pistachios',
    description:
      'Creamy chilled rice pudding scented with mastic and orange blossom, sprinkled with chopped pistachios.',
    ingredients: 'Egyptian rice, milk, sugar, cornflour, mastic, orange blossom water, pistachios',
    tags: ['vegetarian', 'gluten-free', 'egyptian-classic'],
    category: 'dessert',
    calories: 310,
    protein: 8,
    caloriesLarge: 470,
    proteinLarge: 12,
  },
  {
    title: 'Basbousa',
    description:
      'Syrup-soaked semolina cake with coconut and a toasted almond on every square, fragrant with lemon and rose water.',
    ingredients: 'Semolina, yoghurt, coconut, sugar, butter, almonds, lemon, rose water',
    tags: ['vegetarian', 'egyptian-classic'],
    category: 'dessert',
    calories: 350,
    protein: 5,
    caloriesLarge: null,
    proteinLarge: null,
  },
];

/** A demo meal with its Arabic (arabic.ts). */
export interface DemoMeal extends EnglishMeal {
  titleAr: string;
  descriptionAr: string;
  ingredientsAr: string;
  tagsAr: string[];
  allergens: Allergen[];
  diets: Diet[];
}

export const demoMeals: DemoMeal[] = englishMeals.map((meal) => {
  const arabic = mealsInArabic[meal.title];
  if (!arabic) throw new Error(`Demo meal "${meal.title}" has no Arabic`);
  const facts = demoFoodFacts[meal.title];
  if (!facts) throw new Error(`Demo meal "${meal.title}" has no allergens and diets`);
  return {
    allergens: facts.allergens,
    diets: highProtein(meal) ? [...facts.diets, 'high_protein'] : facts.diets,
    ...meal,
    titleAr: arabic.title,
    descriptionAr: arabic.description,
    ingredientsAr: arabic.ingredients,
    tagsAr: meal.tags.map((tag) => {
      const tagAr = tagsInArabic[tag];
      if (!tagAr) throw new Error(`Demo tag "${tag}" has no Arabic`);
      return tagAr;
    }),
  };
});
