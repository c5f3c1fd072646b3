import { create } from 'zustand';
import type { WheelSpin } from '@contract/rewards/wheel';
import type { WheelTab } from '@features/wheel/strings';

type WheelState = {
  /** SPEC §3/§4: a spin stores the returned prize (shown in the dialog once the wheel stops). */
  prize: WheelSpin | null;
  /** SPEC §4: the wheel tab; 2 is points. */
  tab: WheelTab;
};

// Client state only; the wheel, balances and board come from the server through react-query.
const useWheelStore = create<WheelState>()(() => ({ prize: null, tab: 1 }));

export const useWheelTab = () => useWheelStore((state) => state.tab);

export const prizeStored = (prize: WheelSpin | null) => useWheelStore.setState({ prize });
export const tabChosen = (tab: WheelTab) => useWheelStore.setState({ tab });
