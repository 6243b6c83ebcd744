// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../src/api/errors";
import type { AuthResult } from "../../src/api/schema/account";
import { ForgotPasswordPage } from "../../src/ui/pages/account/forgot-password-page";
import { LoginForm } from "../../src/ui/pages/account/login-form";
import { NewPasswordPage } from "../../src/ui/pages/account/new-password-page";
import { RegisterForm } from "../../src/ui/pages/account/register-form";
import { VerifyPage } from "../../src/ui/pages/account/verify-page";
import { WelcomePage } from "../../src/ui/pages/account/welcome-page";
import { anna, deferred, json, renderPage, stubFetch, testSession } from "./helpers/render-page";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const CODE = "c".repeat(43);
const field = (label: string) =>
  screen.getByLabelText(label, { exact: false, selector: "input" }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;

describe("login form", () => {
  it("names bad input in Russian under the fields, sends nothing and moves focus to the first", async () => {
    const { requests } = stubFetch(() => json(500, {}));
    const { session, calls } = await testSession(null);
    await renderPage(() => <LoginForm />, session);
    type("Электронная почта", "не почта");
    fireEvent.click(button("Войти"));
    expect(await screen.findByText("Введите e-mail в формате name@example.ru")).toBeTruthy();
    expect(screen.getByText("Пароль — не короче 8 символов")).toBeTruthy();
    expect(field("Электронная почта").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field("Электронная почта"));
    expect(requests).toEqual([]);
    expect(calls.login).toBe(0);
    // Typing in a field takes its error away.
    type("Электронная почта", "anna@mail.ru");
    expect(screen.queryByText("Введите e-mail в формате name@example.ru")).toBeNull();
  });

  it("disables the submit while the session logs in, then says the pair is wrong", async () => {
    const answer = deferred<AuthResult>();
    const { session } = await testSession(null, () => answer.promise);
    await renderPage(() => <LoginForm />, session);
    type("Электронная почта", "anna@mail.ru");
    type("Пароль", "неверный пароль");
    fireEvent.submit(field("Пароль").form as HTMLFormElement); // Enter in a field submits the form
    await waitFor(() => expect(button("Войти").disabled).toBe(true));
    answer.reject(
      new ApiError(401, { error: { code: "UNAUTHORIZED", message: "Неверный e-mail или пароль" } }),
    );
    expect(await screen.findByText(/Неверный e-mail или пароль\. Проверьте раскладку/)).toBeTruthy();
    expect(button("Войти").disabled).toBe(false);
  });

  it("offers a new letter when the address is not confirmed yet", async () => {
    const { requests } = stubFetch(() => json(200, { accepted: true }));
    const { session } = await testSession(null, async () => {
      throw new ApiError(
        403,
        {
          error: { code: "FORBIDDEN", message: "Не подтверждён", details: { reason: "email_not_verified" } },
        },
        "email_not_verified",
      );
    });
    await renderPage(() => <LoginForm />, session);
    type("Электронная почта", " Anna@Mail.ru ");
    type("Пароль", "12345678");
    fireEvent.click(button("Войти"));
    expect(await screen.findByText("Адрес ещё не подтверждён")).toBeTruthy();
    fireEvent.click(button("Отправить письмо ещё раз"));
    expect(await screen.findByText(/Если адрес ждёт подтверждения/)).toBeTruthy();
    expect(requests).toEqual([
      { path: "/api/mail/regcontinue", method: "POST", body: { email: "anna@mail.ru" } },
    ]);
  });
});

describe("registration form", () => {
  it("names every bad field in Russian without a request", async () => {
    const { requests } = stubFetch(() => json(500, {}));
    const { session } = await testSession(null);
    await renderPage(() => <RegisterForm />, session);
    type("Имя", "А");
    type("Электронная почта", "anna@");
    type("Пароль", "short");
    fireEvent.click(button("Зарегистрироваться"));
    expect(await screen.findByText("Имя — не короче 2 символов")).toBeTruthy();
    expect(screen.getByText("Введите e-mail в формате name@example.ru")).toBeTruthy();
    expect(screen.getByText("Пароль — не короче 8 символов")).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it("says the password's rule once: the hint until it is broken, then only the error", async () => {
    stubFetch(() => json(500, {}));
    const { session } = await testSession(null);
    await renderPage(() => <RegisterForm />, session);
    expect(screen.getByText("Не короче 8 символов")).toBeTruthy();
    type("Пароль", "short");
    fireEvent.click(button("Зарегистрироваться"));
    expect(await screen.findByText("Пароль — не короче 8 символов")).toBeTruthy();
    expect(screen.queryByText("Не короче 8 символов")).toBeNull();
    // The member types again: the error goes, the hint is back.
    type("Пароль", "short2");
    expect(screen.queryByText("Пароль — не короче 8 символов")).toBeNull();
    expect(screen.getByText("Не короче 8 символов")).toBeTruthy();
  });

  it("waits with a disabled button, then names the address to check, carrying the referral code", async () => {
    const answer = deferred<Response>();
    const { requests } = stubFetch(() => answer.promise);
    const { session } = await testSession(null);
    await renderPage(() => <RegisterForm referral="FRIEND42" />, session);
    expect(screen.getByText(/по приглашению \(код FRIEND42\)/)).toBeTruthy();
    type("Имя", " Анна ");
    type("Электронная почта", "Anna@Mail.ru");
    type("Пароль", "длинный пароль");
    fireEvent.click(button("Зарегистрироваться"));
    await waitFor(() => expect(button("Зарегистрироваться").disabled).toBe(true));
    expect(requests).toEqual([
      {
        path: "/api/users/reg",
        method: "POST",
        body: { name: "Анна", email: "anna@mail.ru", password: "длинный пароль", ref: "FRIEND42" },
      },
    ]);
    answer.resolve(json(200, { accepted: true }));
    expect(await screen.findByText("Проверьте почту")).toBeTruthy();
    expect(screen.getByText("anna@mail.ru")).toBeTruthy();
    expect(screen.getByRole("link", { name: "«Письма разработчика»" }).getAttribute("href")).toBe("/dev");
  });
});

describe("forgot password", () => {
  it("checks the address first, then answers the same for any address", async () => {
    const { requests } = stubFetch(() => json(200, { accepted: true }));
    const { session } = await testSession(null);
    await renderPage(() => <ForgotPasswordPage />, session);
    type("Электронная почта", "кто-то");
    fireEvent.click(button("Прислать ссылку"));
    expect(await screen.findByText("Введите e-mail в формате name@example.ru")).toBeTruthy();
    expect(requests).toEqual([]);
    type("Электронная почта", "nobody@mail.ru");
    fireEvent.click(button("Прислать ссылку"));
    expect(await screen.findByText(/Если адрес nobody@mail.ru зарегистрирован в МИР/)).toBeTruthy();
    expect(requests).toHaveLength(1);
  });
});

describe("new password", () => {
  it("refuses different passwords without sending them", async () => {
    const { requests } = stubFetch((path) =>
      path === "/api/users/password/check" ? json(200, { valid: true }) : json(500, {}),
    );
    const { session } = await testSession(null);
    await renderPage(() => <NewPasswordPage code={CODE} />, session);
    await screen.findByLabelText("Новый пароль", { exact: false });
    type("Новый пароль", "новый пароль 1");
    type("Повторите пароль", "новый пароль 2");
    fireEvent.click(button("Сохранить пароль"));
    expect(await screen.findByText("Пароли не совпадают")).toBeTruthy();
    type("Новый пароль", "short");
    fireEvent.click(button("Сохранить пароль"));
    expect(await screen.findByText("Пароль — не короче 8 символов")).toBeTruthy();
    expect(requests.map((r) => r.path)).toEqual(["/api/users/password/check"]);
  });

  it("says plainly that an expired link is expired and where to get a new one", async () => {
    stubFetch(() => json(200, { valid: false, reason: "expired" }));
    const { session } = await testSession(null);
    await renderPage(() => <NewPasswordPage code={CODE} />, session);
    expect(await screen.findByText("Срок действия ссылки истёк")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Запросить новую ссылку" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
  });
});

describe("verification link", () => {
  it("shows a loader while checking, then says a used link is used", async () => {
    const answer = deferred<Response>();
    stubFetch(() => answer.promise);
    const { session } = await testSession(null);
    await renderPage(() => <VerifyPage code={CODE} />, session);
    expect(await screen.findByText("Проверяем ссылку…")).toBeTruthy();
    answer.resolve(json(200, { valid: false, reason: "used" }));
    expect(await screen.findByText("Ссылка уже использована")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Перейти ко входу" })).toBeTruthy();
  });

  it("offers a new letter for an unknown link, checking the address first", async () => {
    const { requests } = stubFetch(() => json(200, { valid: false, reason: "unknown" }));
    const { session } = await testSession(null);
    await renderPage(() => <VerifyPage code={CODE} />, session);
    expect(await screen.findByText("Ссылка недействительна")).toBeTruthy();
    const refused = screen.getByText("Ссылка недействительна").closest("[data-link-refused]") as HTMLElement;
    fireEvent.change(within(refused).getByLabelText("Электронная почта", { exact: false }), {
      target: { value: "x" },
    });
    fireEvent.click(within(refused).getByRole("button", { name: "Получить новое письмо" }));
    expect(await screen.findByText("Введите e-mail в формате name@example.ru")).toBeTruthy();
    expect(requests.map((r) => r.path)).toEqual(["/api/users/verifycheck"]);
  });

  it("verifies through the session when the link is good, then goes to /welcome, which says so", async () => {
    const { requests } = stubFetch(() => json(200, { valid: true }));
    const { session, calls } = await testSession(null, undefined, async () => ({
      user: anna,
      accessToken: "t",
    }));
    const { router } = await renderPage(() => <VerifyPage code={CODE} />, session, {
      "/welcome": WelcomePage,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/welcome"));
    expect(await screen.findByText(/^Ваш адрес подтверждён/)).toBeTruthy();
    expect(requests).toEqual([{ path: "/api/users/verifycheck", method: "POST", body: { code: CODE } }]);
    expect(calls.verify).toEqual([CODE]);
    expect(session.getSnapshot().context.user).toEqual(anna);
  });
});

describe("welcome", () => {
  it("greets a member who comes back later without saying their address was just confirmed", async () => {
    const { session } = await testSession(anna);
    await renderPage(() => <WelcomePage />, session);
    expect(await screen.findByRole("heading", { name: "Добро пожаловать, Анна Смирнова!" })).toBeTruthy();
    expect(screen.queryByText(/адрес подтверждён/)).toBeNull();
    expect(screen.getByText(/Вот с чего можно начать/)).toBeTruthy();
  });
});
