import { type MantineColorScheme, useMantineColorScheme } from "@mantine/core";
import { useId } from "react";
import { LineIcon } from "../components/line-icon";
import { ru } from "../i18n/ru";
import css from "./color-scheme-switch.module.css";

const icons: Record<MantineColorScheme, string> = {
  // Monitor, sun and moon, drawn inline: the shell carries no icon library.
  auto: "M3 5h18v11H3zM8 20h8M12 16v4",
  light:
    "M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4",
  dark: "M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z",
};

const order: readonly MantineColorScheme[] = ["auto", "light", "dark"];

/**
 * System / light / dark, as a native radio group (keyboard: arrows move between options). Mantine keeps
 * the choice in localStorage; index.html applies it before the first paint.
 */
export function ColorSchemeSwitch({ withLabels = false }: { withLabels?: boolean }) {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const name = useId();
  return (
    <fieldset className={withLabels ? `${css.group} ${css.vertical}` : css.group}>
      <legend className="mir-visually-hidden">{ru.colorScheme.label}</legend>
      {order.map((scheme) => (
        <label
          key={scheme}
          className={css.option}
          title={ru.colorScheme[scheme]}
          data-checked={colorScheme === scheme || undefined}
        >
          <input
            type="radio"
            className={css.input}
            name={name}
            value={scheme}
            checked={colorScheme === scheme}
            onChange={() => setColorScheme(scheme)}
          />
          <LineIcon d={icons[scheme]} size={16} />
          <span className={withLabels ? undefined : "mir-visually-hidden"}>{ru.colorScheme[scheme]}</span>
        </label>
      ))}
    </fieldset>
  );
}
