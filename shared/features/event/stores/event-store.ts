import { create } from 'zustand';

/** The global event-modal flag of SPEC §4: opened by the event icon, closed by its button or an image tap. */
const useEventStore = create<{ open: boolean }>()(() => ({ open: false }));

export const useEventDialogOpen = () => useEventStore((state) => state.open);
export const eventDialogOpened = () => useEventStore.setState({ open: true });
export const eventDialogClosed = () => useEventStore.setState({ open: false });
