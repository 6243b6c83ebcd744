import "@mantine/core/styles/Popover.css";
import "@mantine/dates/styles.css";
import { DatePickerInput } from "@mantine/dates";
import { earliestBirthday } from "../../../api/schema/settings";
import { ru } from "../../i18n/ru";
import { ruDatePicker, ruProfileDetails } from "../../i18n/ru.settings";
import { fullDateLabel, pickerNames } from "./format";

const today = () => new Date().toISOString().slice(0, 10);

/**
 * What makes a Mantine date picker the Russian one of spec §9: the week from Sunday, its day and month
 * names, Russian names for its controls and its days; no pale weekends or greyed days of other months
 * (both fall short of AA contrast).
 */
export const russianCalendar = {
  firstDayOfWeek: ru.dates.firstDayOfWeek,
  weekendDays: [],
  hideOutsideDates: true,
  weekdayFormat: pickerNames.weekday,
  monthLabelFormat: pickerNames.monthHeading,
  monthsListFormat: pickerNames.month,
  getDayAriaLabel: fullDateLabel,
  ariaLabels: {
    previousMonth: ruDatePicker.previousMonth,
    nextMonth: ruDatePicker.nextMonth,
    previousYear: ruDatePicker.previousYear,
    nextYear: ruDatePicker.nextYear,
    previousDecade: ruDatePicker.previousDecade,
    nextDecade: ruDatePicker.nextDecade,
    monthLevelControl: ruDatePicker.monthLevel,
    yearLevelControl: ruDatePicker.yearLevel,
  },
  popoverProps: { withinPortal: true },
} as const;

/**
 * A birthday in a form (`name` goes as `YYYY-MM-DD`, empty when cleared): the Russian date picker of spec
 * §9 — the week starts on Sunday, its day and month names — opening on the decades when empty (a birthday
 * is years back), limited to the days the contract takes.
 */
export function BirthdayPicker({
  name,
  defaultValue,
  error,
}: {
  name: string;
  defaultValue: string | null;
  error?: string | undefined;
}) {
  return (
    <DatePickerInput
      name={name}
      label={ruProfileDetails.birthday}
      placeholder={ruProfileDetails.birthdayPlaceholder}
      defaultValue={defaultValue}
      defaultLevel={defaultValue ? "month" : "decade"}
      defaultDate={defaultValue ?? "1995-01-01"}
      minDate={earliestBirthday}
      maxDate={today()}
      {...russianCalendar}
      weekendDays={[]}
      valueFormatter={({ date }) => (typeof date === "string" ? fullDateLabel(date) : "")}
      clearable
      clearButtonProps={{ "aria-label": ruDatePicker.clear }}
      error={error}
    />
  );
}
