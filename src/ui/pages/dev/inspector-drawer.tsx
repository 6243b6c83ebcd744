import "../../components/mantine-styles";
import { Button, Drawer, Loader } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { usePageActors } from "../../app/live-actors";
import { ruMachines as t } from "../../i18n/ru.dev";
import { zIndex } from "../../theme";
import css from "./dev-page.module.css";

// The charts and their layout engine come when the drawer is first opened.
const MachinesPanel = lazy(() => import("./machines-panel"));

/**
 * The inspector beside any page (switched on at /dev): a button, and a drawer that leaves the page
 * usable — no overlay, no focus trap — so that a QA engineer acts on the page and watches the machine
 * move. It opens on the page's newest actor.
 */
export default function InspectorDrawer() {
  const [opened, setOpened] = useState(false);
  const newest = usePageActors().at(-1)?.machineId;
  return (
    <>
      <Button
        className={css.inspectorButton}
        size="xs"
        variant="default"
        onClick={() => setOpened((was) => !was)}
        aria-expanded={opened}
      >
        {t.inspectorOpen}
      </Button>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="right"
        size="xl"
        title={t.inspectorTitle}
        withOverlay={false}
        trapFocus={false}
        lockScroll={false}
        zIndex={zIndex.modal}
        closeButtonProps={{ "aria-label": t.inspectorClose }}
      >
        <Suspense fallback={<Loader size="sm" role="status" aria-label={t.loading} />}>
          <MachinesPanel initialId={newest} />
        </Suspense>
      </Drawer>
    </>
  );
}
