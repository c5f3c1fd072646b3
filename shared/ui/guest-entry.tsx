import { createContext, useContext } from 'react';

/**
 * How a guest looking at a screen becomes a member, where the running app is not the web site: inside LINE the
 * LIFF app has the member's LINE login already and offers its registration form
 * (liff-app/src/app/line-login/line-gate.tsx provides it around a screen open to guests). Screens word their
 * guest buttons after it: "สมัครสมาชิกเพื่อ…" where the button registers, "เข้าสู่ระบบเพื่อ…" where it logs in.
 */
export type GuestEntry = { register: () => void };

const GuestEntryContext = createContext<GuestEntry | null>(null);

export const GuestEntryProvider = GuestEntryContext.Provider;

/** The app's registration for the guest on this screen, or null where a guest logs in (the web site). */
export const useGuestEntry = () => useContext(GuestEntryContext);
