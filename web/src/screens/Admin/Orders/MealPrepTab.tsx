import { Heading } from '@chakra-ui/react';

/** Meal Prep: a placeholder until the kitchen's counts arrive (the meal-prep work replaces this file). */
export default function MealPrepTab(_props: { weekId: string }) {
  return (
    <Heading as="h3" size="md">
      Meal prep
    </Heading>
  );
}
