import type { FastifyError, FastifyInstance } from "fastify";
import { HttpError } from "./http-error";

/** Russian words for Fastify's own request errors, by their code; all are the caller's fault. */
const requestErrors: Record<string, HttpError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: new HttpError("VALIDATION", "Тело запроса — неверный JSON"),
  FST_ERR_CTP_EMPTY_JSON_BODY: new HttpError("VALIDATION", "Тело запроса пустое, а ожидается JSON"),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: new HttpError("VALIDATION", "Этот тип содержимого не поддерживается"),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: new HttpError("VALIDATION", "Неверная длина тела запроса"),
  FST_ERR_CTP_BODY_TOO_LARGE: new HttpError("TOO_LARGE", "Тело запроса слишком большое"),
  FST_REQ_FILE_TOO_LARGE: new HttpError("TOO_LARGE", "Файл слишком большой"),
  FST_PARTS_LIMIT: new HttpError("TOO_LARGE", "Слишком много частей в форме"),
  FST_FILES_LIMIT: new HttpError("TOO_LARGE", "Слишком много файлов"),
  FST_FIELDS_LIMIT: new HttpError("TOO_LARGE", "Слишком много полей в форме"),
  FST_INVALID_MULTIPART_CONTENT_TYPE: new HttpError("VALIDATION", "Ожидается форма multipart/form-data"),
  FST_ERR_BAD_URL: new HttpError("VALIDATION", "Неверный адрес запроса"),
};

function toHttpError(error: FastifyError): HttpError | undefined {
  if (error instanceof HttpError) return error;
  const known = error.code ? requestErrors[error.code] : undefined;
  if (known) return known;
  const status = error.statusCode ?? 500;
  if (status === 413) return new HttpError("TOO_LARGE", "Запрос слишком большой");
  if (status === 429) return new HttpError("RATE_LIMITED", "Слишком много запросов. Попробуйте позже.");
  // Any other 4xx raised by Fastify or a plugin is still bad input, never a 500.
  if (status >= 400 && status < 500) return new HttpError("VALIDATION", "Неверный запрос");
  return undefined;
}

/** Answers every error in the one error shape; only genuine faults become 500 and are logged. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = toHttpError(error);
    if (known) return reply.code(known.status).headers(known.headers).send(known.toBody());
    request.log.error({ err: error }, "Необработанная ошибка при обработке запроса");
    return reply
      .code(500)
      .send(new HttpError("INTERNAL", "Внутренняя ошибка сервера. Попробуйте позже.").toBody());
  });
}
