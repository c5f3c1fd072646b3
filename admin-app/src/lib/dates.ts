import dayjs from 'dayjs';
import buddhistEra from 'dayjs/plugin/buddhistEra';
import 'dayjs/locale/th';

// Thai month names and Buddhist-era years (BBBB) everywhere the console shows or picks a date.
dayjs.extend(buddhistEra);
dayjs.locale('th');

/** '23 พ.ย. 2569 15:04' */
export const formatDateTime = (iso: string) => dayjs(iso).format('D MMM BBBB HH:mm');
export const formatDate = (iso: string) => dayjs(iso).format('D MMM BBBB');
