import { createFileRoute } from "@tanstack/react-router";
import { AboutPage } from "../pages/about/about-page";

/** «О проекте»: what МИР is, in words and live figures (anyone's). */
export const Route = createFileRoute("/about-project")({
  component: AboutPage,
});
