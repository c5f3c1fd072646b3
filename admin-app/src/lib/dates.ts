import dayjs from 'dayjs';
import buddhistEra from 'dayjs/plugin/buddhistEra';
import 'dayjs/locale/th';
import { bangkokParts } from '@contract/thai-time';

// Thai month names and Buddhist-era years (BBBB) in the console's date pickers.
dayjs.extend(buddhistEra);
dayjs.locale('th');

const MONTHS = [
  'ม.ค.',
  'ก.พ.',
  'มี.ค.',
  'เม.ย.',
  'พ.ค.',
  'มิ.ย.',
  'ก.ค.',
  'ส.ค.',
  'ก.ย.',
  'ต.ค.',
  'พ.ย.',
  'ธ.ค.',
];

/** Bangkok time whatever the staff member's computer is set to (the one thai-time module). */
const shown = (iso: string, withTime: boolean) => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '-';
  const p = bangkokParts(date);
  const day = `${Number(p.day)} ${MONTHS[Number(p.month) - 1]} ${p.year}`;
  return withTime ? `${day} ${p.time}` : day;
};

/** '23 พ.ย. 2569 15:04', Bangkok time. */
export const formatDateTime = (iso: string) => shown(iso, true);
export const formatDate = (iso: string) => shown(iso, false);
