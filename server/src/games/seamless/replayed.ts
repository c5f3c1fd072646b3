/**
 * Answers of a transaction id seen before (a replay), told apart from the answer of the call that moved the money:
 * a first answer's balance is the one its own statement returned (the balance its transfer left); a replay's is
 * the wallet's balance now. A wire format that must answer a replay with the first answer's balance (Hub88's)
 * reads that balance again for replays only (games/hub88/wallet.ts).
 */
const replays = new WeakSet<object>();

export const markReplayed = <T extends object>(answer: T): T => {
  replays.add(answer);
  return answer;
};

export const isReplayed = (answer: object) => replays.has(answer);
