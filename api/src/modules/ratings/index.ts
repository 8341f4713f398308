// The ratings module's public face: customers rate the meals of their delivered orders (1 to 5
// stars, an optional comment, changeable for 14 days); /meals shows averages from 5 ratings on;
// admins read each meal's report and the best and worst rated. `ratingSignals` is for the
// chef's choice.

export {
  isDelivered,
  mealRatingReport,
  orderRatings,
  PUBLIC_RATING_MIN_COUNT,
  RATING_CHANGE_DAYS,
  rateMeal,
  rateOrder,
  ratingLeaders,
  ratingSignals,
  ratingSummaries,
  type RatingSignals,
  type RatingSummary,
} from './ratings.service.ts';
