// First: starts fetching the session's chunk before the rest of the entry runs (./session/app-session.ts).
import "./session/app-session";
import "@mantine/core/styles/baseline.css";
import "@mantine/core/styles/default-css-variables.css";
import "@mantine/core/styles/global.css";
import "@mantine/core/styles/UnstyledButton.css";
import "@mantine/core/styles/Loader.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Burger.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Drawer.css";
import "@mantine/core/styles/Notification.css";
import "@mantine/core/styles/Affix.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Text.css";
import "@mantine/notifications/styles.css";
import "./app/global.css";
import { MantineProvider } from "@mantine/core";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { reloadOnChunkError } from "../streams/chunk-reload.stream";
import { router } from "./router";
import { colorSchemeManager, cssVariablesResolver, theme } from "./theme";

// A page chunk that fails to load (a deploy replaced it) reloads the page, once per path (spec §4, §8).
reloadOnChunkError(window);

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
    >
      <RouterProvider router={router} />
    </MantineProvider>
  </StrictMode>,
);
