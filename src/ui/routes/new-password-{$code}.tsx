import { createFileRoute } from "@tanstack/react-router";
import { NewPasswordPage } from "../pages/account/new-password-page";

/** Password reset by the code of a mailed link: /new-password-{code} (a prefix param, `{$code}`). */
export const Route = createFileRoute("/new-password-{$code}")({
  component: NewPasswordRoute,
});

function NewPasswordRoute() {
  const { code } = Route.useParams();
  // A new code (another link opened in the same tab) is a new page, with its own check.
  return <NewPasswordPage key={code} code={code} />;
}
