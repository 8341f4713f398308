/**
 * @generated SignedSource<<56109bf6f3810f25b32830a564108da8>>
 * @relayHash 0015ab2015653443e07ee745475fa558
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b2887742e416e5359453a911bf6ccac9e4935ce82c4fd0e911b9fd6df16f2196

import { ConcreteRequest } from 'relay-runtime';
export type CheckoutFormQuoteQuery$variables = {
  orderId: string;
};
export type CheckoutFormQuoteQuery$data = {
  readonly subscription: {
    readonly __typename: "CheckoutQuote";
    readonly deliveryFee: {
      readonly formatted: string;
      readonly piasters: number;
    };
    readonly discount: {
      readonly formatted: string;
      readonly piasters: number;
    };
    readonly firstOrderDiscount: {
      readonly formatted: string;
      readonly piasters: number;
    };
    readonly subtotal: {
      readonly formatted: string;
    };
    readonly total: {
      readonly formatted: string;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
  readonly trial: {
    readonly __typename: "CheckoutQuote";
    readonly deliveryFee: {
      readonly formatted: string;
      readonly piasters: number;
    };
    readonly discount: {
      readonly formatted: string;
      readonly piasters: number;
    };
    readonly firstOrderDiscount: {
      readonly formatted: string;
      readonly piasters: number;
    };
    readonly subtotal: {
      readonly formatted: string;
    };
    readonly total: {
      readonly formatted: string;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type CheckoutFormQuoteQuery = {
  response: CheckoutFormQuoteQuery$data;
  variables: CheckoutFormQuoteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "orderId"
  }
],
v1 = {
  "kind": "Variable",
  "name": "orderId",
  "variableName": "orderId"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "formatted",
  "storageKey": null
},
v3 = [
  (v2/*:: as any*/)
],
v4 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "piasters",
    "storageKey": null
  },
  (v2/*:: as any*/)
],
v5 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "__typename",
    "storageKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Money",
        "kind": "LinkedField",
        "name": "subtotal",
        "plural": false,
        "selections": (v3/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Money",
        "kind": "LinkedField",
        "name": "discount",
        "plural": false,
        "selections": (v4/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Money",
        "kind": "LinkedField",
        "name": "firstOrderDiscount",
        "plural": false,
        "selections": (v4/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Money",
        "kind": "LinkedField",
        "name": "deliveryFee",
        "plural": false,
        "selections": (v4/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Money",
        "kind": "LinkedField",
        "name": "total",
        "plural": false,
        "selections": (v3/*:: as any*/),
        "storageKey": null
      }
    ],
    "type": "CheckoutQuote",
    "abstractKey": null
  }
],
v6 = [
  {
    "alias": "subscription",
    "args": [
      (v1/*:: as any*/),
      {
        "kind": "Literal",
        "name": "orderType",
        "value": "subscription"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "checkoutQuote",
    "plural": false,
    "selections": (v5/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": "trial",
    "args": [
      (v1/*:: as any*/),
      {
        "kind": "Literal",
        "name": "orderType",
        "value": "trial"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "checkoutQuote",
    "plural": false,
    "selections": (v5/*:: as any*/),
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CheckoutFormQuoteQuery",
    "selections": (v6/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CheckoutFormQuoteQuery",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "id": "b2887742e416e5359453a911bf6ccac9e4935ce82c4fd0e911b9fd6df16f2196",
    "metadata": {},
    "name": "CheckoutFormQuoteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "294c73bca351a5ffc6a733e9d11865ac";

export default node;
