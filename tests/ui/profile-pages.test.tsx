// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DevPage } from "../../src/ui/pages/dev/dev-page";
import { DeleteAccountSection } from "../../src/ui/pages/profile/delete-account-section";
import { PhoneSection } from "../../src/ui/pages/profile/phone-section";
import { ProfilePage } from "../../src/ui/pages/profile/profile-page";
import { anna, deferred, json, renderPage, stubFetch, testSession } from "./helpers/render-page";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const field = (label: string) =>
  screen.getByLabelText(label, { exact: false, selector: "input" }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;

/** Anna's own profile as the server answers it. */
const ownProfile = {
  user: { id: 1, name: "Анна Смирнова", avatar: null, roles: [], createdAt: "2026-03-12T10:00:00.000Z" },
  friendship: "none",
  presence: { online: true, lastSeenAt: null },
  subscribed: false,
  details: { about: "", city: "Казань", birthday: "1990-03-09", interests: [] },
  favorite: false,
  canWrite: true,
  friendsVisible: true,
  counters: { friends: 0, mutual: 0, incoming: 0, subscribers: 0, subscriptions: 0, views: 0 },
};

describe("phone confirmation", () => {
  it("checks the number and the code with the contract before any request", async () => {
    const sms = deferred<Response>();
    const { requests } = stubFetch((path) =>
      path === "/api/users/sendsms"
        ? sms.promise
        : json(200, { code: "654321", expiresAt: "2026-01-01T10:10:00.000Z" }),
    );
    const { session } = await testSession(anna);
    await renderPage(() => <PhoneSection user={anna} />, session);
    type("Номер телефона", "12345");
    fireEvent.click(button("Получить SMS с кодом"));
    expect(await screen.findByText("Введите номер в международном формате: +79991234567")).toBeTruthy();
    expect(requests).toEqual([]);

    type("Номер телефона", "+7 (999) 123-45-67");
    fireEvent.click(button("Получить SMS с кодом"));
    await waitFor(() => expect(button("Получить SMS с кодом").disabled).toBe(true));
    expect(requests).toEqual([
      { path: "/api/users/sendsms", method: "POST", body: { phone: "+79991234567" } },
    ]);
    const headers = (vi.mocked(globalThis.fetch).mock.calls[0]?.[1]?.headers ?? {}) as Record<string, string>;
    expect(headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    sms.resolve(json(200, { phone: "+79991234567", expiresAt: "2026-01-01T10:10:00.000Z" }));

    expect(await screen.findByText(/Мы отправили SMS с кодом на номер \+7 999 123-45-67/)).toBeTruthy();
    expect(screen.getByText("SMS-шлюз не подключён")).toBeTruthy();
    type("Код из SMS", "12");
    fireEvent.click(button("Подтвердить"));
    expect(await screen.findByText("Код — 6 цифр")).toBeTruthy();
    expect(requests).toHaveLength(1);

    fireEvent.click(button("Получить код"));
    await waitFor(() => expect(field("Код из SMS").value).toBe("654321"));
    expect(screen.getByText(/Код 654321 вставлен в поле/)).toBeTruthy();
    expect(field("Код из SMS").getAttribute("autocomplete")).toBe("one-time-code");
  });

  it("shows a confirmed number with its badge", async () => {
    const { session } = await testSession(anna);
    const confirmed = { ...anna, phone: "+79991234567", phoneVerified: true };
    await renderPage(() => <PhoneSection user={confirmed} />, session);
    expect(screen.getByText("+7 999 123-45-67")).toBeTruthy();
    expect(screen.getByText("Подтверждён")).toBeTruthy();
  });
});

describe("account deletion", () => {
  it("asks for the password, then for a yes; a no sends nothing", async () => {
    const { requests } = stubFetch(() => json(200, { ok: true }));
    const { session } = await testSession(anna);
    await renderPage(() => <DeleteAccountSection />, session);
    fireEvent.click(button("Удалить аккаунт"));
    expect(await screen.findByText("Пароль — не короче 8 символов")).toBeTruthy();
    expect(screen.queryByText("Удалить аккаунт навсегда?")).toBeNull();

    type("Пароль для подтверждения", "12345678");
    fireEvent.click(button("Удалить аккаунт"));
    // The app's dialog: its chunk arrives the first time a page asks (a cold import here).
    expect(await screen.findByText("Удалить аккаунт навсегда?", {}, { timeout: 15_000 })).toBeTruthy();
    fireEvent.click(button("Отмена"));
    await waitFor(() => expect(screen.queryByText("Удалить аккаунт навсегда?")).toBeNull());
    expect(requests).toEqual([]);
  });

  it("deletes after the yes, the button waiting meanwhile, and ends the session", async () => {
    const answer = deferred<Response>();
    const { requests } = stubFetch(() => answer.promise);
    const { session } = await testSession(anna);
    const { router } = await renderPage(() => <DeleteAccountSection />, session);
    type("Пароль для подтверждения", "12345678");
    fireEvent.click(button("Удалить аккаунт"));
    fireEvent.click(await screen.findByRole("button", { name: "Да, удалить" }, { timeout: 15_000 }));
    await waitFor(() => expect(screen.queryByText("Удалить аккаунт навсегда?")).toBeNull());
    await waitFor(() => expect(button("Удалить аккаунт").getAttribute("data-loading")).toBe("true"));
    expect(requests).toEqual([
      { path: "/api/users/delete", method: "DELETE", body: { password: "12345678" } },
    ]);
    answer.resolve(json(200, { ok: true }));
    await waitFor(() => expect(session.getSnapshot().matches("anonymous")).toBe(true));
    expect(router.state.location.pathname).toBe("/");
  });
});

describe("profile page", () => {
  it("a profile that does not exist is the 404 screen with 'Страница не найдена'", async () => {
    stubFetch(() => json(404, { error: { code: "NOT_FOUND", message: "Пользователь не найден" } }));
    const { session } = await testSession(null);
    await renderPage(() => <ProfilePage id={999} editing={false} />, session);
    expect(await screen.findByText("Ошибка 404")).toBeTruthy();
    expect(screen.getByText("Страница не найдена")).toBeTruthy();
    expect(screen.getByRole("link", { name: "На главную" })).toBeTruthy();
  });

  it("shows another member's card: name, roles, since when, friends; the friendship's buttons, no edit buttons", async () => {
    stubFetch(() =>
      json(200, {
        user: {
          ...anna,
          id: 3,
          name: "Дмитрий Иванов",
          roles: [{ id: 3, name: "Куратор" }],
          createdAt: "2025-03-12T10:00:00.000Z",
        },
        friendship: "incoming",
        presence: { online: true, lastSeenAt: "2026-11-26T10:00:00.000Z" },
        subscribed: false,
        details: {
          about: "Тренер по бегу",
          city: "Казань",
          birthday: "1990-03-09",
          interests: ["Бег", "Горы"],
        },
        favorite: false,
        canWrite: true,
        friendsVisible: true,
        counters: { friends: 4, mutual: 1, incoming: 0, subscribers: 2, subscriptions: 0, views: 7 },
      }),
    );
    const { session } = await testSession(anna);
    await renderPage(() => <ProfilePage id={3} editing={false} />, session);
    expect(await screen.findByRole("heading", { name: "Дмитрий Иванов" })).toBeTruthy();
    expect(screen.getByText("Куратор")).toBeTruthy();
    expect(screen.getByText("В сети")).toBeTruthy();
    expect(screen.getByText("В МИРе с 12 марта 2025")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Редактировать профиль" })).toBeNull();
    expect(screen.getByRole("link", { name: "Друзья: 4" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Общие друзья: 1" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Принять заявку" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Отклонить" })).toBeTruthy();
  });

  it("a visitor sees the public card, plain counters and a «Войти» that returns here; no view is counted", async () => {
    const { requests } = stubFetch(() =>
      json(200, {
        ...ownProfile,
        user: { ...anna, id: 3, name: "Дмитрий Иванов", roles: [] },
        presence: { online: false, lastSeenAt: null },
        canWrite: false,
        counters: { friends: 4, mutual: 0, incoming: 0, subscribers: 2, subscriptions: 1, views: 7 },
      }),
    );
    const { session } = await testSession(null);
    await renderPage(() => <ProfilePage id={3} editing={false} />, session);
    expect(await screen.findByRole("heading", { name: "Дмитрий Иванов" })).toBeTruthy();
    expect(screen.getByText("Город: Казань")).toBeTruthy();
    // The friends and subscribers pages are members' (spec §6): told, not linked.
    expect(screen.getByText("Друзья: 4")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Друзья: 4" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Добавить в друзья" })).toBeNull();
    const signIn = screen.getByRole("link", { name: "Войти" });
    expect(signIn.getAttribute("href")).toBe("/auth?page=auth&redirect=%2Fprofile%2F3");
    expect(screen.getByRole("link", { name: "Зарегистрироваться" }).getAttribute("href")).toBe(
      "/auth?page=reg",
    );
    // Read, not counted: a visitor's view is nobody's (the contract's recordProfileView).
    expect(requests.map(({ method, path }) => `${method} ${path}`)).toEqual(["GET /api/users/profile/3"]);
  });

  // Issue 28 §4, §9: a request subscribes its sender, and a refused one leaves them subscribed (as on VK).
  describe("friendship and subscription on another's profile", () => {
    /** Dmitry's profile as the server answers it for Anna, where she stands with him as `stand` says. */
    function dmitry(stand: { friendship: string }) {
      return stubFetch((path, init) => {
        if (path === "/api/users/friends/create" && init?.method === "POST") {
          stand.friendship = "outgoing";
          return json(200, { friendId: 3, state: "outgoing" });
        }
        if (path === "/api/users/friends/rejected" && init?.method === "DELETE") {
          stand.friendship = "none";
          return json(200, { friendId: 3, state: "none" });
        }
        return json(200, {
          ...ownProfile,
          user: { ...anna, id: 3, name: "Дмитрий Иванов", roles: [] },
          friendship: stand.friendship,
        });
      });
    }
    const region = () => screen.getByRole("region", { name: "Дружба" });

    it("after «Добавить в друзья» she is told she is subscribed, and may cancel and unsubscribe at once", async () => {
      const stand = { friendship: "none" };
      const { requests } = dmitry(stand);
      const { session } = await testSession(anna);
      await renderPage(() => <ProfilePage id={3} editing={false} />, session);
      fireEvent.click(await screen.findByRole("button", { name: "Добавить в друзья" }));
      expect(await screen.findByText("Заявка отправлена, вы подписаны")).toBeTruthy();
      expect(within(region()).getByRole("button", { name: "Отменить заявку и отписаться" })).toBeTruthy();
      // No «Подписаться» next to it (the request follows him already).
      await waitFor(() => expect(screen.queryByRole("button", { name: "Подписаться" })).toBeNull());
      fireEvent.click(within(region()).getByRole("button", { name: "Отменить заявку и отписаться" }));
      expect(await screen.findByRole("button", { name: "Подписаться" })).toBeTruthy();
      expect(screen.getByRole("button", { name: "Добавить в друзья" })).toBeTruthy();
      expect(requests.filter((r) => r.path.startsWith("/api/users/friends/")).map((r) => r.method)).toEqual([
        "POST",
        "DELETE",
      ]);
    });

    it("refused, she is shown «Вы подписаны» with «Отписаться», not a request pending for ever", async () => {
      const stand = { friendship: "subscribed" };
      dmitry(stand);
      const { session } = await testSession(anna);
      await renderPage(() => <ProfilePage id={3} editing={false} />, session);
      expect(await screen.findByText("Вы подписаны")).toBeTruthy();
      expect(screen.queryByText(/Заявка отправлена/)).toBeNull();
      expect(screen.queryByRole("button", { name: "Добавить в друзья" })).toBeNull();
      expect(screen.queryByRole("button", { name: "Подписаться" })).toBeNull();
      fireEvent.click(within(region()).getByRole("button", { name: "Отписаться" }));
      expect(await screen.findByRole("button", { name: "Добавить в друзья" })).toBeTruthy();
      expect(screen.getByRole("button", { name: "Подписаться" })).toBeTruthy();
    });
  });

  it("profile editing checks the name and the picked file before sending", async () => {
    const { requests } = stubFetch(() => json(200, ownProfile));
    const { session } = await testSession(anna);
    await renderPage(() => <ProfilePage id={anna.id} editing />, session);
    expect(await screen.findByRole("heading", { name: "Редактирование профиля" })).toBeTruthy();
    // The form opens with the member's own words, read with the profile.
    expect((screen.getByLabelText("Город") as HTMLInputElement).value).toBe("Казань");
    expect(screen.getByRole("button", { name: /День рождения/ }).textContent).toContain("9 марта 1990");
    type("Имя", "А");
    const picker = document.querySelector('input[type="file"]') as HTMLInputElement;
    const pdf = new File(["%PDF"], "cv.pdf", { type: "application/pdf" });
    fireEvent.change(picker, { target: { files: [pdf] } });
    expect(await screen.findByText("Выберите изображение PNG, JPEG, WebP или GIF")).toBeTruthy();
    fireEvent.click(button("Сохранить"));
    expect(await screen.findByText("Имя — не короче 2 символов")).toBeTruthy();
    // Only the profile was read: nothing was sent.
    expect(requests.map((request) => request.method)).toEqual(["GET"]);
  });
});

describe("/dev outbox", () => {
  it("says plainly when the outbox may not be read", async () => {
    stubFetch(() => json(403, { error: { code: "FORBIDDEN", message: "Только администратор" } }));
    const { session } = await testSession(null);
    await renderPage(() => <DevPage />, session);
    expect(await screen.findByText("Нет доступа")).toBeTruthy();
  });

  it("lists messages newest first with clickable links, and refreshes", async () => {
    const rows = [
      {
        id: 1,
        kind: "sms",
        recipient: "+79991234567",
        subject: null,
        body: "Код МИР: 123456",
        links: [],
        createdAt: "2026-03-12T10:00:00.000Z",
      },
      {
        id: 2,
        kind: "mail",
        recipient: "anna@mail.ru",
        subject: "Подтвердите регистрацию в МИР",
        body: "Откройте ссылку:\nhttp://localhost:3000/reg/verify-abc\n\njavascript:alert(1)",
        links: ["http://localhost:3000/reg/verify-abc", "javascript:alert(1)"],
        createdAt: "2026-03-12T11:00:00.000Z",
      },
    ];
    const { requests } = stubFetch(() => json(200, { rows }));
    const { session } = await testSession(null);
    await renderPage(() => <DevPage />, session);
    const link = await screen.findByRole("link", { name: "http://localhost:3000/reg/verify-abc" });
    expect(link.getAttribute("href")).toBe("http://localhost:3000/reg/verify-abc");
    expect(screen.queryByRole("link", { name: "javascript:alert(1)" })).toBeNull();
    const items = [...document.querySelectorAll("[data-outbox-id]")].map((el) =>
      el.getAttribute("data-outbox-id"),
    );
    expect(items).toEqual(["2", "1"]);
    expect(screen.getByText("Подтвердите регистрацию в МИР")).toBeTruthy();
    fireEvent.click(button("Обновить"));
    await waitFor(() => expect(requests).toHaveLength(2));
  });
});
