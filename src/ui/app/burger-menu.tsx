import { Burger } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { ru } from "../i18n/ru";
import type { BurgerMenuProps } from "./burger-drawer";

const loadDrawer = () => import("./burger-drawer");
const BurgerDrawer = lazy(loadDrawer);

/** The global burger menu (spec §2): a Burger that opens a Drawer of links. */
export function BurgerMenu({ variant, profileId }: BurgerMenuProps) {
  const [opened, setOpened] = useState(false);
  // The drawer stays mounted after its first opening so that it can animate closed and open again at once.
  const [used, setUsed] = useState(false);
  return (
    <>
      <Burger
        opened={opened}
        onClick={() => {
          setUsed(true);
          setOpened((o) => !o);
        }}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        size="sm"
        aria-label={opened ? ru.burger.close : ru.burger.open}
        aria-expanded={opened}
        aria-controls="burger-menu"
        aria-haspopup="dialog"
        data-variant={variant}
      />
      {used ? (
        <Suspense fallback={null}>
          <BurgerDrawer
            variant={variant}
            profileId={profileId}
            opened={opened}
            onClose={() => setOpened(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
