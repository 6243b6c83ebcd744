import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { register } from "../../src/api/endpoints/auth";
import { deleteAccount, updateProfile } from "../../src/api/endpoints/users";
import { ApiError } from "../../src/api/errors";
import { formMachine } from "../../src/machines/lib/form.machine";

const schema = register.body;

function start(submit: (input: unknown) => Promise<unknown>) {
  return createActor(formMachine.provide({ actors: { submit: fromPromise(({ input }) => submit(input)) } }), {
    input: { schema },
  }).start();
}

describe("form machine", () => {
  it("keeps invalid input in the browser and names each field in Russian", () => {
    let calls = 0;
    const form = start(async () => calls++);
    form.send({ type: "form.submit", values: { name: "А", email: "nope", password: "short" } });
    const { value, context } = form.getSnapshot();
    expect(value).toBe("editing");
    expect(calls).toBe(0);
    expect(context.fieldErrors).toEqual({
      name: "Имя — не короче 2 символов",
      email: "Введите e-mail в формате name@example.ru",
      password: "Пароль — не короче 8 символов",
    });
    form.send({ type: "form.change", field: "email" });
    expect(Object.keys(form.getSnapshot().context.fieldErrors)).toEqual(["name", "password"]);
  });

  it("submits the decoded values and keeps the answer", async () => {
    const sent: unknown[] = [];
    const form = start(async (input) => {
      sent.push(input);
      return { accepted: true };
    });
    form.send({
      type: "form.submit",
      values: { name: " Анна ", email: " Anna@Mail.RU ", password: "длинный пароль" },
    });
    await waitFor(form, (s) => s.matches("succeeded"));
    expect(sent).toEqual([{ name: "Анна", email: "anna@mail.ru", password: "длинный пароль" }]);
    expect(form.getSnapshot().context.result).toEqual({ accepted: true });
  });

  it("shows the server's field errors under the fields and other failures above the form", async () => {
    const fieldFailure = start(async () => {
      throw new ApiError(400, {
        error: {
          code: "VALIDATION",
          message: "Неверное значение поля «email»",
          details: { issues: [{ in: "body", path: "email", message: "Адрес занят" }] },
        },
      });
    });
    fieldFailure.send({
      type: "form.submit",
      values: { name: "Анна", email: "a@b.ru", password: "12345678" },
    });
    await waitFor(fieldFailure, (s) => s.matches("editing"));
    expect(fieldFailure.getSnapshot().context).toMatchObject({
      fieldErrors: { email: "Адрес занят" },
      problem: null,
    });

    const limited = start(async () => {
      throw new ApiError(429, { error: { code: "RATE_LIMITED", message: "Слишком много попыток" } });
    });
    limited.send({ type: "form.submit", values: { name: "Анна", email: "a@b.ru", password: "12345678" } });
    await waitFor(limited, (s) => s.matches("editing"));
    expect(limited.getSnapshot().context.problem).toMatchObject({
      status: 429,
      message: "Слишком много попыток",
    });
  });
});

describe("form machine: checks beyond the schema, files, asking first", () => {
  const passwordsMatch = (values: Readonly<Record<string, unknown>>): Record<string, string> =>
    values.password === values.repeat ? {} : { repeat: "Пароли не совпадают" };

  it("runs the extra check with the schema and sends nothing while it fails", () => {
    let calls = 0;
    const form = createActor(
      formMachine.provide({ actors: { submit: fromPromise<unknown, unknown>(async () => calls++) } }),
      {
        input: { schema, check: passwordsMatch },
      },
    ).start();
    form.send({
      type: "form.submit",
      values: { name: "Анна", email: "a@b.ru", password: "12345678", repeat: "1234567" },
    });
    expect(form.getSnapshot().value).toBe("editing");
    expect(form.getSnapshot().context.fieldErrors).toEqual({ repeat: "Пароли не совпадают" });
    expect(calls).toBe(0);
  });

  it("leaves fields the contract does not know out of what is sent", async () => {
    const sent: unknown[] = [];
    const form = createActor(
      formMachine.provide({ actors: { submit: fromPromise(async ({ input }) => sent.push(input)) } }),
      { input: { schema, check: passwordsMatch } },
    ).start();
    form.send({
      type: "form.submit",
      values: { name: "Анна", email: "a@b.ru", password: "12345678", repeat: "12345678" },
    });
    await waitFor(form, (s) => s.matches("succeeded"));
    expect(sent).toEqual([{ name: "Анна", email: "a@b.ru", password: "12345678" }]);
  });

  it("hands picked files to the submit next to the decoded values, and skips fields with no file", async () => {
    const sent: unknown[] = [];
    const file = new Blob(["png"], { type: "image/png" });
    const form = createActor(
      formMachine.provide({ actors: { submit: fromPromise(async ({ input }) => sent.push(input)) } }),
      { input: { schema: updateProfile.body } },
    ).start();
    form.send({ type: "form.submit", values: { name: " Анна " }, files: { avatar: file, cover: null } });
    await waitFor(form, (s) => s.matches("succeeded"));
    expect(sent).toEqual([{ name: "Анна", files: { avatar: file } }]);

    const plain = createActor(
      formMachine.provide({ actors: { submit: fromPromise(async ({ input }) => sent.push(input)) } }),
      { input: { schema: updateProfile.body } },
    ).start();
    plain.send({ type: "form.submit", values: { name: "Анна" }, files: { avatar: null } });
    await waitFor(plain, (s) => s.matches("succeeded"));
    expect(sent[1]).toEqual({ name: "Анна" });
  });

  it("with confirm: true, waits for a yes; a no sends nothing", async () => {
    const sent: unknown[] = [];
    const form = createActor(
      formMachine.provide({ actors: { submit: fromPromise(async ({ input }) => sent.push(input)) } }),
      { input: { schema: deleteAccount.body, confirm: true } },
    ).start();
    form.send({ type: "form.submit", values: { password: "short" } });
    expect(form.getSnapshot().value).toBe("editing");
    form.send({ type: "form.submit", values: { password: "12345678" } });
    expect(form.getSnapshot().value).toBe("confirming");
    form.send({ type: "form.cancel" });
    expect(form.getSnapshot().value).toBe("editing");
    expect(sent).toEqual([]);
    form.send({ type: "form.submit", values: { password: "12345678" } });
    form.send({ type: "form.confirm" });
    await waitFor(form, (s) => s.matches("succeeded"));
    expect(sent).toEqual([{ password: "12345678" }]);
  });
});
