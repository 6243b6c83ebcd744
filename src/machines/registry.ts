import type { AnyStateMachine } from "xstate";
import { buildUpdateMachine } from "./app/build-update.machine";
import { burgerMachine } from "./app/burger.machine";
import { realtimeMachine } from "./app/realtime.machine";
import { backgroundsMachine } from "./backgrounds/backgrounds.machine";
import { friendshipMachine } from "./friends/friendship.machine";
import { subscriptionMachine } from "./friends/subscription.machine";
import { dialogMachine } from "./lib/dialog.machine";
import { formMachine } from "./lib/form.machine";
import { liveCountMachine } from "./lib/live-count.machine";
import { pagedListMachine } from "./lib/paged-list.machine";
import { resourceMachine } from "./lib/resource.machine";
import { toggleMachine } from "./lib/toggle.machine";
import { uploadToastMachine } from "./lib/upload-toast.machine";
import { chatMachine } from "./messenger/chat.machine";
import { chatListMachine } from "./messenger/chat-list.machine";
import { messageReadStateMachine } from "./messenger/message-read-state.machine";
import { notificationListMachine } from "./notifications/notification-list.machine";
import { notificationSettingsMachine } from "./notifications/notification-settings.machine";
import { figuresMachine } from "./people/figures.machine";
import { memberRolesMachine } from "./people/member-roles.machine";
import { phoneMachine } from "./profile/phone.machine";
import { publicationEditorMachine } from "./publications/publication-editor.machine";
import { publicationReactionsMachine } from "./publications/publication-reactions.machine";
import { linkCodeMachine } from "./session/link-code.machine";
import { sessionMachine } from "./session/session.machine";
import { structureMachine } from "./structure/structure.machine";

/** A machine as /dev, the exported charts and the test plans name it. */
export interface RegisteredMachine {
  readonly machine: AnyStateMachine;
  /** Its Russian title, as QA engineers and auditors read it. */
  readonly title: string;
  /** What it is for, in one line. */
  readonly purpose: string;
  /** Its domain: the folder of src/machines it lives in. */
  readonly domain: string;
}

const entry = (
  domain: string,
  machine: AnyStateMachine,
  title: string,
  purpose: string,
): RegisteredMachine => ({
  machine,
  title,
  purpose,
  domain,
});

/**
 * Every machine of МИР, once (ARCHITECTURE §2, §6): the source of /dev's charts, of `npm run charts` and
 * `npm run paths` (docs/machines/) and of the model-based tests. A machine left out of it fails
 * tests/machines/registry.test.ts, which names it. Imported by /dev's lazy chunk and by scripts — never
 * by the first JavaScript of `/`.
 */
export const machineRegistry: ReadonlyArray<RegisteredMachine> = [
  entry("session", sessionMachine, "Сессия", "Кто вошёл: проверка токена, вход, выход, истёкшая сессия."),
  entry("session", linkCodeMachine, "Код из письма", "Ссылка из письма: проверка кода и его применение."),
  entry(
    "app",
    realtimeMachine,
    "Соединение реального времени",
    "Сокет участника: подключение, потеря связи, повтор, отказ.",
  ),
  entry("app", burgerMachine, "Меню-бургер", "Какое меню показать: участника или администратора, вживую."),
  entry("app", buildUpdateMachine, "Новая версия", "Сборка обновилась: предложить перезагрузить страницу."),
  entry(
    "backgrounds",
    backgroundsMachine,
    "Фон страницы",
    "Выбор фона: загрузка, смена, вживую во всех вкладках.",
  ),
  entry(
    "friends",
    friendshipMachine,
    "Дружба",
    "Заявка, принятие, отказ, отзыв и конец дружбы двух участников.",
  ),
  entry("friends", subscriptionMachine, "Подписка", "Подписаться на участника и отписаться."),
  entry(
    "messenger",
    chatListMachine,
    "Список чатов",
    "Чаты участника: загрузка, новые сообщения вживую, повторная синхронизация.",
  ),
  entry(
    "messenger",
    chatMachine,
    "Чат",
    "Открытый чат: сообщения, отправка с файлами, правка, удаление, прочтение.",
  ),
  entry(
    "messenger",
    messageReadStateMachine,
    "Прочтение сообщения",
    "Отправлено → доставлено → прочитано: только вперёд.",
  ),
  entry(
    "notifications",
    notificationListMachine,
    "Список уведомлений",
    "Прочитать, прочитать все, удалить с отменой за 5 секунд, очистить архив; при ошибке строки возвращаются.",
  ),
  entry(
    "notifications",
    notificationSettingsMachine,
    "Настройки уведомлений",
    "Что показывать, что озвучивать и от кого.",
  ),
  entry(
    "people",
    figuresMachine,
    "Цифры администратора",
    "Участники, в сети, новые за неделю: перечитываются каждые 30 секунд.",
  ),
  entry("people", memberRolesMachine, "Роли участника", "Выдать и снять роль из списка участников."),
  entry("profile", phoneMachine, "Телефон", "Привязка телефона: код по SMS, подтверждение, повтор."),
  entry(
    "publications",
    publicationEditorMachine,
    "Редактор публикации",
    "Черновик сохраняется сам, публикация, расписание, конфликт правок.",
  ),
  entry(
    "publications",
    publicationReactionsMachine,
    "Реакции на публикацию",
    "Поставить и убрать реакцию, чужие — вживую.",
  ),
  entry(
    "structure",
    structureMachine,
    "Дерево структуры",
    "Ветки открываются по запросу и грузятся постранично, поиск раскрывает путь к участнику, стрелки ведут фокус.",
  ),
  entry("lib", formMachine, "Форма", "Ввод, проверка, отправка, ошибки сервера по полям."),
  entry("lib", resourceMachine, "Загрузка данных", "Прочитать с сервера, показать ошибку, перечитать."),
  entry(
    "lib",
    pagedListMachine,
    "Постраничный список",
    "Страницы, «показать ещё», живые изменения, новые записи.",
  ),
  entry(
    "lib",
    liveCountMachine,
    "Живой счётчик",
    "Непрочитанные сообщения и уведомления в шапке: запрос при входе, вживую после событий.",
  ),
  entry("lib", toggleMachine, "Переключатель", "Включить и выключить с сохранением на сервере, с отменой."),
  entry("lib", dialogMachine, "Диалог", "Подтверждение действия: открыть, выполнить, закрыть."),
  entry(
    "lib",
    uploadToastMachine,
    "Уведомление о загрузке",
    "Прогресс загрузки файла, успех или ошибка с повтором.",
  ),
];
