import type { PartnerScope } from '@rules';

/** A query a partner can open in GraphiQL with one click; examples.test.ts validates each against schema.graphql. */
export interface Example {
  id: string;
  title: string;
  scope: PartnerScope;
  description: string;
  query: string;
}

// Queries take no variables from the link (GraphiQL fills in only the query), so a week is a
// variable with a default the reader changes in place.
export const EXAMPLES: readonly Example[] = [
  {
    id: 'menu',
    title: "This week's menu",
    scope: 'catalog:read',
    description: 'The first week open for orders, with its deadline and the meals on its menu.',
    query: `query ThisWeeksMenu {
  week(ref: "current") {
    id
    databaseId
    label
    startDate
    endDate
    orderDeadline
    menu {
      isAvailable
      isFeatured
      meal {
        id
        title
        category
        price { piasters formatted }
      }
    }
  }
}`,
  },
  {
    id: 'allergens',
    title: 'The meals with their allergens',
    scope: 'catalog:read',
    description: 'The catalogue, 20 meals a page, with allergens and diets; pass `after: endCursor` for the next page.',
    query: `query MealsWithAllergens {
  meals(first: 20) {
    totalCount
    edges {
      cursor
      node {
        id
        title
        allergens
        diets
      }
    }
    pageInfo { hasNextPage endCursor }
  }
}`,
  },
  {
    id: 'deliveries',
    title: "A week's deliveries",
    scope: 'deliveries:read',
    description:
      "The delivery sheet of one week and slot, by area. `weeks { databaseId label }` lists the weeks' numbers.",
    query: `query WeekDeliveries($weekId: ID = "1", $slot: String = "morning") {
  adminDeliverySheet(weekId: $weekId, slot: $slot) {
    weekLabel
    slot
    deliveryCount
    mealCount
    areas {
      area
      deliveries {
        orderDatabaseId
        name
        phone
        addressLine
        delivered
        bag { title portion quantity }
      }
    }
  }
}`,
  },
  {
    id: 'orders',
    title: "A week's orders",
    scope: 'orders:read',
    description: "One week's orders, oldest first, 50 a page, with their meals and payment status.",
    query: `query WeekOrders($weekId: ID = "1") {
  adminOrders(weekId: $weekId, first: 50) {
    totalCount
    edges {
      node {
        id
        databaseId
        status
        paymentStatus
        deliverySlot
        delivered
        total { piasters formatted }
        customer { name phone }
        items {
          portionSize
          meal { id title }
        }
      }
    }
    pageInfo { hasNextPage endCursor }
  }
}`,
  },
  {
    id: 'mark-delivered',
    title: 'Mark an order delivered',
    scope: 'deliveries:write',
    description:
      'Marks one order delivered (the customer is told); `delivered: false` takes it back. Every outcome is a member of the result union.',
    query: `mutation MarkDelivered($orderId: ID = "1") {
  orderDeliveredUpdate(input: { orderId: $orderId, delivered: true }) {
    __typename
    ... on OrderDeliveredUpdatePayload {
      order { id databaseId delivered deliveredAt }
    }
    ... on ValidationError {
      issues { path message }
    }
    ... on Error {
      message
    }
  }
}`,
  },
];

/** The address that opens GraphiQL with the query in its editor. */
export const graphiqlLink = (query: string): string => `/graphql?query=${encodeURIComponent(query)}`;
