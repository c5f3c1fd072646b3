import { createContext, useContext } from 'react';
import { useMatches } from 'react-router-dom';

type GuestsHandle = { openToGuests: true };

/**
 * The route handle (router.tsx) of a screen the web site shows guests too (promotions, cashback, the lobbies,
 * the safety help, ...): a LINE user who is not a member yet sees it, with registration offered above it.
 */
export const openToGuests: GuestsHandle = { openToGuests: true };

/** Whether the current screen is open to guests (its route, or one above it, has the handle). */
export const useOpenToGuests = () =>
  useMatches().some((match) => (match.handle as Partial<GuestsHandle> | undefined)?.openToGuests === true);

const OfferRegistration = createContext<(() => void) | null>(null);

/** Around a screen a guest is looking at: what its login buttons do (the gate shows the registration form). */
export const OfferRegistrationProvider = OfferRegistration.Provider;

const nothing = () => undefined;

/**
 * What a screen's "log in" does in LIFF: a guest gets the registration form (LINE login is already done); a
 * member never sees such a button, and it does nothing.
 */
export const useOfferRegistration = () => useContext(OfferRegistration) ?? nothing;
