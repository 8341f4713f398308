// The referrals module's public face: personal codes, the friend's discount, the inviter's credit
// and the credit ledger that charges use first.
export {
  applyOrderCredit,
  cairoMonthStart,
  codeStem,
  creditBalanceOf,
  creditEntriesOf,
  decideReferralForOrder,
  ensurePersonalCode,
  friendsOf,
  isReferredFirstOrder,
  listReferrals,
  mailboxOf,
  MONTHLY_CREDITED_FRIENDS,
  PERSONAL_CODE_MAX_USES,
  REFERRAL_CREDIT_PIASTERS,
  REFERRAL_DISCOUNT_RATE,
  referralDiscountOf,
  referralMessages,
  returnOrderCredit,
  revokeReferralCredit,
  shareLinkFor,
  type ReferralOutcome,
  type ReferralRow,
} from './referrals.service.ts';
export { applyCreditToCharges, decideReferralsAfterCharges } from './engineCredit.ts';
