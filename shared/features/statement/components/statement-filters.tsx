import { CalendarPicker } from 'antd-mobile';
import { useState } from 'react';
import type { StatementType } from '@contract/wallet';
import { statementText } from '@features/statement/strings';
import {
  type DayRange,
  bangkokDay,
  dayToLocalDate,
  formatDay,
  lastDays,
  localDateToDay,
  shiftDay,
} from '@features/statement/lib/bangkok-days';
import './statement.css';

export type RangePreset = 'today' | 'week' | 'month' | 'custom';
export type StatementFilterState = { type: StatementType; preset: RangePreset; range: DayRange };

export const defaultStatementFilters = (now: Date = new Date()): StatementFilterState => ({
  type: 'all',
  preset: 'week',
  range: lastDays(7, now),
});

const TYPES = Object.keys(statementText.types) as StatementType[];
const PRESET_DAYS = { today: 1, week: 7, month: 30 } as const;
/** How far back the calendar goes; older movements are an admin's question. */
const OLDEST_DAYS = 365;

type StatementFiltersProps = {
  value: StatementFilterState;
  onChange: (next: StatementFilterState) => void;
};

/** Type chips and the date range (quick presets or a calendar), in Bangkok days. */
export const StatementFilters = ({ value, onChange }: StatementFiltersProps) => {
  const [calendarOpen, setCalendarOpen] = useState(false);
  const today = bangkokDay();

  const handlePreset = (preset: RangePreset) => {
    if (preset === 'custom') setCalendarOpen(true);
    else onChange({ ...value, preset, range: lastDays(PRESET_DAYS[preset]) });
  };
  const handleRange = (picked: [Date, Date] | null) => {
    setCalendarOpen(false);
    if (picked)
      onChange({
        ...value,
        preset: 'custom',
        range: { from: localDateToDay(picked[0]), to: localDateToDay(picked[1]) },
      });
  };

  return (
    <div className="statement-filters">
      <div className="statement-chips" role="group" aria-label={statementText.typeFilter}>
        {TYPES.map((type) => (
          <button
            key={type}
            type="button"
            className={`statement-chip${value.type === type ? ' is-active' : ''}`}
            aria-pressed={value.type === type}
            onClick={() => onChange({ ...value, type })}
          >
            {statementText.types[type]}
          </button>
        ))}
      </div>
      <div className="statement-range" role="group" aria-label={statementText.dateFilter}>
        {(Object.keys(statementText.presets) as RangePreset[]).map((preset) => (
          <button
            key={preset}
            type="button"
            className={`statement-chip statement-chip--small${value.preset === preset ? ' is-active' : ''}`}
            aria-pressed={value.preset === preset}
            onClick={() => handlePreset(preset)}
          >
            {statementText.presets[preset]}
          </button>
        ))}
        <span className="statement-range__text" data-testid="statement-range">
          {statementText.range(formatDay(value.range.from), formatDay(value.range.to))}
        </span>
      </div>
      <CalendarPicker
        visible={calendarOpen}
        selectionMode="range"
        title={statementText.pickRange}
        confirmText={statementText.confirm}
        defaultValue={[dayToLocalDate(value.range.from), dayToLocalDate(value.range.to)]}
        min={dayToLocalDate(shiftDay(today, -OLDEST_DAYS))}
        max={dayToLocalDate(today)}
        onClose={() => setCalendarOpen(false)}
        onMaskClick={() => setCalendarOpen(false)}
        onConfirm={handleRange}
      />
    </div>
  );
};
