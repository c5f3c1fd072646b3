import datePickerTh from 'antd/es/date-picker/locale/th_TH';
import type { Dayjs } from 'dayjs';

/**
 * How the money pages' date pickers show a day: Thai month, Buddhist-era year ('1 พ.ย. 2569'). A function, not
 * a format string: given 'D MMM BBBB', the picker printed English month names in the browser.
 */
export const pickerDay = (value: Dayjs) => value.locale('th').format('D MMM BBBB');

/**
 * The pickers' Thai texts, passed to each picker: in the built console the ConfigProvider's locale did not reach
 * them (placeholders came out "Start date" / "End date").
 */
export const pickerLocale = datePickerTh;
