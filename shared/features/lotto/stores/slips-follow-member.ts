// The slips' store belongs to the lotto screens: each app's LottoSlipsFollowMember reaches it through these, so
// it is fetched when the member or the session changes, not with the first screen (a guest's home never needs it;
// bench `bundle`).
const slipStore = () => import('./bill-store');

/** A session change; `member` when the new token's member is known at once (a password change keeps them). */
export const slipsSessionChanged = (member: number | null) =>
  void slipStore().then((store) => {
    store.lottoSessionChanged();
    if (member !== null) store.lottoMemberKnown(member);
  });

/** The app knows who is logged in (lottoMemberKnown). */
export const slipsMemberKnown = (member: number) =>
  void slipStore().then((store) => store.lottoMemberKnown(member));
