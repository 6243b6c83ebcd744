import "../../components/mantine-styles";
import { Button, CloseButton, Loader, Title } from "@mantine/core";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { usePageActors } from "../../components/live-actors";
import { ruMachines as t } from "../../i18n/ru.dev";
import css from "./dev-page.module.css";

// The charts and their layout engine come when the panel is first opened.
const MachinesPanel = lazy(() => import("./machines-panel"));

/**
 * The inspector beside any page (switched on at /dev): a button, and a side panel that leaves the page
 * usable — not a dialog (a modal would hide the page from screen readers while it can still be used), a
 * complementary region — so that a QA engineer acts on the page and watches the machine move. It opens on
 * the page's newest actor; Escape inside it closes it, and focus goes back to the button.
 */
export default function InspectorPanel() {
  const [opened, setOpened] = useState(false);
  const newest = usePageActors().at(-1)?.machineId;
  const button = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (opened) heading.current?.focus();
  }, [opened]);
  const close = () => {
    setOpened(false);
    button.current?.focus();
  };
  return (
    <>
      <Button
        ref={button}
        className={css.inspectorButton}
        size="xs"
        variant="default"
        onClick={() => (opened ? close() : setOpened(true))}
        aria-expanded={opened}
        aria-controls="machines-inspector"
      >
        {t.inspectorOpen}
      </Button>
      {opened ? (
        <aside
          id="machines-inspector"
          className={css.inspector}
          aria-labelledby="machines-inspector-title"
          onKeyDown={(event) => {
            if (event.key === "Escape") close();
          }}
        >
          <div className={css.inspectorHead}>
            <Title order={2} size="h4" id="machines-inspector-title" ref={heading} tabIndex={-1}>
              {t.inspectorTitle}
            </Title>
            <CloseButton aria-label={t.inspectorClose} onClick={close} />
          </div>
          <Suspense fallback={<Loader size="sm" role="status" aria-label={t.loading} />}>
            <MachinesPanel initialId={newest} />
          </Suspense>
        </aside>
      ) : null}
    </>
  );
}
