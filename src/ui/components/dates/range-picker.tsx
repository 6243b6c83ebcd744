import "@mantine/core/styles/Popover.css";
import "@mantine/dates/styles.css";
import "dayjs/locale/ru";
import { DatePickerInput, type DatesRangeValue } from "@mantine/dates";
import { ruDatePicker } from "../../i18n/ru.settings";
import { russianCalendar } from "./birthday-picker";
import { fullDateLabel } from "./format";

/** A range of days as the picker holds them: `YYYY-MM-DD` each, null while not picked. */
export type DayRange = DatesRangeValue<string>;

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
};

/**
 * A range of past days (a report's period) in the Russian date picker of spec §9 — the week from Sunday,
 * its day and month names — shown as «1 марта 2026 – 15 марта 2026»; up to today.
 */
export function RangePicker({
  label,
  description,
  placeholder,
  value,
  onChange,
  error,
}: {
  label: string;
  description?: string;
  placeholder?: string;
  value: DayRange;
  onChange: (range: DayRange) => void;
  error?: string | undefined;
}) {
  return (
    <DatePickerInput
      type="range"
      label={label}
      description={description}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      {...russianCalendar}
      weekendDays={[]}
      locale="ru"
      maxDate={today()}
      allowSingleDateInRange
      valueFormatter={({ date }) =>
        Array.isArray(date)
          ? date
              .filter((day): day is string => typeof day === "string")
              .map(fullDateLabel)
              .join(" – ")
          : ""
      }
      clearable
      clearButtonProps={{ "aria-label": ruDatePicker.clear }}
      error={error}
    />
  );
}
