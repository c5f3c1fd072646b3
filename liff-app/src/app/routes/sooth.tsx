import { SoothPage } from '@features/sooth/components/sooth-page';

/** `/liff/sooth`: the baccarat formula rooms. */
export const Component = SoothPage;
