import { fromPromise, type PromiseActorLogic } from "xstate";
import type { CallInput } from "../../api/client";
import type { AnyEndpoint, BodyOf, ReasonOf, ResponseOf } from "../../api/endpoint";
import { api } from "./api";

/**
 * Phantom: the refusal reasons (`Endpoint.reasons`) a call may fail with. It travels with an actor's logic
 * to the form or resource machine built from it, so a view's `problem.reason` is typed by the contract.
 */
export interface Refusing<Reason extends string> {
  readonly __reasons?: Reason;
}

/** The reasons an actor's logic is marked with ({@link Refusing}); `never` when it carries none. */
export type ReasonsOf<L> = L extends { readonly __reasons?: infer R }
  ? Exclude<R, undefined> extends string
    ? Exclude<R, undefined>
    : never
  : never;

/** A promise actor calling `E`: it takes `I`, answers `E`'s decoded response, fails with `E`'s reasons. */
export type EndpointLogic<E extends AnyEndpoint, I> = PromiseActorLogic<ResponseOf<E>, I> &
  Refusing<ReasonOf<E>>;

/** What {@link fromEndpoint}'s actor takes: the call's params, query, body, files and headers. */
export type EndpointInput<E extends AnyEndpoint> = Omit<CallInput<E>, "signal">;

type Call = (endpoint: AnyEndpoint, input: CallInput<AnyEndpoint>) => Promise<unknown>;
// `api.call`'s rest tuple cannot be spread from a generic input; the types are checked at the two doors below.
const call = api.call as Call;

/** The actor that calls `endpoint` with its input (params, query, body …); stopping it aborts the request. */
export function fromEndpoint<E extends AnyEndpoint>(endpoint: E): EndpointLogic<E, EndpointInput<E>> {
  return fromPromise(({ input, signal }) =>
    call(endpoint, { ...(input as CallInput<AnyEndpoint>), signal }),
  ) as EndpointLogic<E, EndpointInput<E>>;
}

/** The `submit` of a form (`formOf(submitTo(endpoint))`): the decoded form values are the request's body. */
export function submitTo<E extends AnyEndpoint>(endpoint: E): EndpointLogic<E, BodyOf<E>> {
  return fromPromise(({ input, signal }) => call(endpoint, { body: input, signal })) as EndpointLogic<
    E,
    BodyOf<E>
  >;
}

/**
 * Marks an actor that reaches `endpoint` another way (through the session, after a side step) as failing
 * with `endpoint`'s reasons.
 */
export function refusingAs<E extends AnyEndpoint, O, I>(
  _endpoint: E,
  logic: PromiseActorLogic<O, I>,
): PromiseActorLogic<O, I> & Refusing<ReasonOf<E>> {
  return logic;
}
