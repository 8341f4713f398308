// The fulfilment module's GraphQL types: importing this file registers them (graphql/schema.ts).
export { DeliveryAddressRef } from './fulfilment.schema.ts';
