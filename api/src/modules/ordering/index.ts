// The ordering module's public face: temporary meal selections and orders. Importing it
// registers the module's GraphQL types.
import './ordering.schema.ts';

export { registerOrderingRoutes } from './ordering.routes.ts';
