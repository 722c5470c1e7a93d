// What the promo code screens read and send: a code as its list shows it (the organisers' /app/promo-codes and the
// editors' site-wide tab on /admin share it) and switching a code off or on again.
import { graphql } from '../../graphql/generated';

export const PromoCodeFields = graphql(`
  fragment PromoCodeFields on PromoCode {
    id
    code
    fundedBy
    discountKind
    percent
    amountCents
    maxUses
    perPersonLimit
    validFrom
    validUntil
    events {
      slug
      title
    }
    active
    usesCount
    createdAt
  }
`);

export const SetPromoCodeActiveDocument = graphql(`
  mutation SetPromoCodeActive($id: ID!, $active: Boolean!) {
    setPromoCodeActive(id: $id, active: $active) {
      id
      active
    }
  }
`);
