import { WheelPage } from '@features/wheel/components/wheel-page';

/** `/liff/wheel`: the fortune wheel, the same screen as the web's /member/wheel. */
export const Component = () => <WheelPage />;
