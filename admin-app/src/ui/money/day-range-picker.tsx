import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import type { ReportQuery } from '@contract/admin/reports';
import { pickerDay, pickerLocale } from './picker-format';

const day = (value: Dayjs) => value.format('YYYY-MM-DD');

/** A report's range of days, from the first of this month to today until staff pick another. */
export const useMonthToDate = () =>
  useState<ReportQuery>(() => ({ from: day(dayjs().startOf('month')), to: day(dayjs()) }));

/** The money pages' range picker: Thai months, Buddhist-era years, both ends always set. */
export const DayRangePicker = ({
  range,
  onChange,
}: {
  range: ReportQuery;
  onChange: (range: ReportQuery) => void;
}) => (
  <DatePicker.RangePicker
    format={pickerDay}
    locale={pickerLocale}
    allowClear={false}
    value={[dayjs(range.from), dayjs(range.to)]}
    onChange={(values) => values?.[0] && values[1] && onChange({ from: day(values[0]), to: day(values[1]) })}
  />
);
