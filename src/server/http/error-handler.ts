import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
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

/** Node's HTTP parser errors that are not the caller's malformed request, with their own status. */
const parserStatuses: Readonly<Record<string, { status: number; error: HttpError }>> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    error: new HttpError("TOO_LARGE", "Заголовки запроса слишком большие"),
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    error: new HttpError("VALIDATION", "Запрос не пришёл целиком вовремя"),
  },
};
const reasonPhrases: Readonly<Record<number, string>> = {
  400: "Bad Request",
  408: "Request Timeout",
  431: "Request Header Fields Too Large",
};

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser cannot read (bad chunked encoding, control
 * bytes in a header, a broken request line) never reaches a route, so the error handler above never sees
 * it. It is answered here — in the contract's error shape, not Fastify's — and the connection is closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed || !socket.writable) {
    socket.destroy();
    return;
  }
  const known = error.code ? parserStatuses[error.code] : undefined;
  const status = known?.status ?? 400;
  const body = JSON.stringify(
    (
      known?.error ?? new HttpError("VALIDATION", "Запрос не удалось прочитать: он составлен неверно")
    ).toBody(),
  );
  socket.end(
    `HTTP/1.1 ${status} ${reasonPhrases[status]}\r\n` +
      "Content-Type: application/json; charset=utf-8\r\n" +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      "Connection: close\r\n\r\n" +
      body,
  );
}

/** Fastify's `frameworkErrors`: a URL the router cannot decode (bad %-encoding), in the contract's shape. */
export function answerFrameworkError(
  _error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const error = new HttpError("VALIDATION", "Неверный адрес запроса");
  reply.code(error.status).send(error.toBody());
}
