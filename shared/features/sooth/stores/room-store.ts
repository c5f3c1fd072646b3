import { create } from 'zustand';

/** SPEC §3 "Baccarat: selected room". */
const useRoomStore = create<{ tableId: string | null }>()(() => ({ tableId: null }));

export const useSelectedRoom = () => useRoomStore((state) => state.tableId);
export const roomSelected = (tableId: string) => useRoomStore.setState({ tableId });
export const roomLeft = () => useRoomStore.setState({ tableId: null });
