import { createFileRoute } from "@tanstack/react-router";
import { KeepAlive } from "../app/keep-alive";
import { HomePage } from "../pages/home/home-page";

/** Home: kept alive when the visitor navigates away (spec §2). */
export const Route = createFileRoute("/")({
  component: HomeRoute,
});

function HomeRoute() {
  return (
    <KeepAlive name="home">
      <HomePage />
    </KeepAlive>
  );
}
