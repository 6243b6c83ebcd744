import type { AnyEndpoint } from "./endpoint";

/**
 * A domain's endpoints, by name (`messengerApi = { createChat, listChats, … }`): the unit the server
 * serves with one handler table (every endpoint a row, checked by the compiler) and the unit the
 * authorization and bad-input sweeps iterate. Every endpoint belongs to exactly one group.
 */
export type EndpointGroup = Readonly<Record<string, AnyEndpoint>>;
