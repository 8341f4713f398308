// The account module's public face: the signed-in customer's `viewer` (profile, upcoming
// deliveries, order history) and its REST paths. Order rules are ordering's. Importing it
