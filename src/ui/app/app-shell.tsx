import { Outlet } from "@tanstack/react-router";
import { lazy } from "react";
import { DialogsContext } from "../components/dialogs/dialogs-port";
import { ru } from "../i18n/ru";
import { useChrome } from "./chrome";
import { AfterFirstPaint } from "./deferred";
import { appDialogs, DialogHost } from "./dialogs";
import { Footer } from "./footer";
import { Header } from "./header";
import { InspectorHost } from "./inspector";
import { KeepAliveHost } from "./keep-alive";
import { RealtimeStarter } from "./realtime-host";
import css from "./shell.module.css";
import { ToastArea } from "./toast-area";

const BuildUpdateNotice = lazy(() =>
  import("./build-update").then((m) => ({ default: m.BuildUpdateNotice })),
);

/**
 * The root of every page: the default layout (header, wrapper, footer) plus the global parts of spec §2
 * (toast area, the dialog host with the dialogs' port for pages, build-update notice) and, for a member, the realtime connection (the socket,
 * the background, the burger's variant: ./realtime-host.tsx). `data-chrome` says whether the chrome is shown.
 */
export function AppShell() {
  const chrome = useChrome();
  const wrapperClass = [
    css.wrapper,
    chrome.on && css.wrapperMargin,
    chrome.visio && css.wrapperVisio,
    chrome.digestPost && css.wrapperDigestPost,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <DialogsContext value={appDialogs}>
      <div
        className={chrome.visio ? `${css.app} ${css.visio}` : css.app}
        data-chrome={chrome.on ? "on" : "off"}
        data-theme={chrome.visio ? "visio" : undefined}
        data-mantine-color-scheme={chrome.visio ? "dark" : undefined}
      >
        <a className={css.skip} href="#main">
          {ru.skipToContent}
        </a>
        {chrome.on ? <Header /> : null}
        <main
          id="main"
          tabIndex={-1}
          className={wrapperClass}
          data-layout="default"
          data-wrapper={chrome.visio ? "visio" : chrome.digestPost ? "digest-post" : undefined}
        >
          <KeepAliveHost>
            <Outlet />
          </KeepAliveHost>
        </main>
        {chrome.on ? <Footer /> : null}
        {/* The app's one dialog (spec §3 dialog states A and B), opened by pages through useDialogs(). */}
        <DialogHost />
        <ToastArea />
        <AfterFirstPaint>
          <BuildUpdateNotice />
          <RealtimeStarter />
          <InspectorHost />
        </AfterFirstPaint>
      </div>
    </DialogsContext>
  );
}
