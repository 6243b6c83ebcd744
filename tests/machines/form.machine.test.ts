import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { register } from "../../src/api/endpoints/auth";
import { ApiError } from "../../src/api/errors";
import { formMachine } from "../../src/machines/form.machine";

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
