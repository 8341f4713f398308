// The ratings module's public face: customers rate the meals of their delivered orders (1 to 5
// stars, an optional comment, changeable for 14 days); /meals shows averages from 5 ratings on;
// admins read each meal's report and the best and worst rated. `ratingSignals` and the
// liked/disliked/well-rated thresholds are for the chef's choice.

export {
  DISLIKED_MAX_STARS,
  isDelivered,
  LIKED_MIN_STARS,
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
  WELL_RATED_MIN_AVERAGE,
  WELL_RATED_MIN_COUNT,
} from './ratings.service.ts';
