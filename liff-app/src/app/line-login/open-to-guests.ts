import { useMatches } from 'react-router-dom';
import { useGuestEntry } from '@ui/guest-entry';

type GuestsHandle = { openToGuests: true };

/**
 * The route handle (router.tsx) of a screen the web site shows guests too (promotions, cashback, the lobbies,
 * the safety help, ...): a LINE user who is not a member yet sees it, with registration offered above it.
 */
export const openToGuests: GuestsHandle = { openToGuests: true };

/** Whether the current screen is open to guests (its route, or one above it, has the handle). */
export const useOpenToGuests = () =>
  useMatches().some((match) => (match.handle as Partial<GuestsHandle> | undefined)?.openToGuests === true);

const nothing = () => undefined;

/**
 * What a screen's "log in" does in LIFF: a guest gets the registration form (LINE login is already done; the gate
 * provides it as the screen's guest entry, @ui/guest-entry, which also words the buttons); a member never sees
 * such a button, and it does nothing.
 */
export const useOfferRegistration = () => useGuestEntry()?.register ?? nothing;
