/**
 * The money ledger (DESIGN §4): the only code that writes balances. Games, payments and every other feature
 * move money through these functions; see README.md in this folder.
 */
export { openMemberWallets, lockMemberWallet, memberWallets, walletBalance, houseBalance } from './wallets';
export { transfer, transferArgs, transferTemplate, post } from './transfer';
export { appErrorOf as ledgerErrorOf, ledgerFingerprint } from './apply';
export { hold, holdArgs, postHold, voidHold } from './holds';
export { earnPoints, spendPoints, expirePoints, pointBalance, lockPointsAccount } from './points';
export { adjustMember } from './adjust';
export { memberStatement } from './statement';
export type { StatementEntry } from './statement';
export { checkLedger } from './check';
export { hasLedgerMarks, ledgerBounds, readLedgerMark, writeLedgerMark, type LedgerMark } from './check-mark';
export type * from './types';
