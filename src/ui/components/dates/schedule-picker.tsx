import "@mantine/core/styles/Popover.css";
import "@mantine/dates/styles.css";
import "dayjs/locale/ru";
import { DateTimePicker } from "@mantine/dates";
import { ruDatePicker } from "../../i18n/ru.settings";
import { russianCalendar } from "./birthday-picker";
import { fullLabel } from "./format";

/**
 * A moment in the future (a publication's schedule) in the Russian date picker of spec §9, with the time;
 * shown as «9 марта 2027 в 15:00». `onChange` gets it as ISO 8601, or null when cleared.
 */
export function SchedulePicker({
  label,
  onChange,
}: {
  label: string;
  onChange: (iso: string | null) => void;
}) {
  return (
    <DateTimePicker
      label={label}
      {...russianCalendar}
      weekendDays={[]}
      locale="ru"
      valueFormat={fullLabel}
      minDate={new Date()}
      clearable
      clearButtonProps={{ "aria-label": ruDatePicker.clear }}
      submitButtonProps={{ "aria-label": ruDatePicker.done }}
      timePickerProps={{ "aria-label": ruDatePicker.time }}
      onChange={(value) => onChange(value ? new Date(value).toISOString() : null)}
    />
  );
}
