import { Button } from "@mantine/core";
import { type ErrorComponentProps, isNotFound, Link } from "@tanstack/react-router";
import { ru } from "../i18n/ru";
import css from "./error-screen.module.css";
import { Logo } from "./logo";

/**
 * The error screen of spec §2/§8: logo, 'Ошибка <status>', the message (not for 404) and a way home.
 * `showMessage` overrides the 404 rule where the spec names the message: a failed profile fetch is a
 * 404 page *with* 'Страница не найдена' (spec §6, §8).
 */
export function ErrorScreen({
  status,
  message,
  showMessage = status !== 404,
}: {
  status: number;
  message?: string;
  showMessage?: boolean;
}) {
  return (
    <section className={css.root} data-error-status={status} aria-labelledby="error-title">
      <Logo size={72} title={ru.brand} />
      <h1 id="error-title" className={css.title}>
        {ru.errors.title} {status}
      </h1>
      {showMessage && message ? <p className={css.message}>{message}</p> : null}
      <Button component={Link} to="/" size="md">
        {ru.errors.toHome}
      </Button>
    </section>
  );
}

/** Unknown route, or a route whose params failed validation. */
export function NotFoundScreen() {
  return <ErrorScreen status={404} message={ru.errors.routeNotFound} />;
}

/** Any error thrown while loading or rendering a route. */
export function RouteErrorScreen({ error }: ErrorComponentProps) {
  if (isNotFound(error)) return <NotFoundScreen />;
  return <ErrorScreen status={statusOf(error)} message={messageOf(error)} />;
}

function statusOf(error: unknown): number {
  if (typeof error === "object" && error !== null && "status" in error) {
    const status = (error as { status: unknown }).status;
    if (typeof status === "number" && status >= 400 && status < 600) return status;
  }
  return 500;
}

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return ru.errors.unknown;
}
