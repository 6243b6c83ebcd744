import { fromPromise, type PromiseActorLogic } from "xstate";
import type { ApiClient, CallInput } from "../../api/client";
import type { AnyEndpoint, BodyOf, ReasonOf, ResponseOf } from "../../api/endpoint";

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

type Call = (endpoint: AnyEndpoint, input: CallInput<AnyEndpoint>) => Promise<unknown>;

/**
 * The `submit` of a form (`formOf(submitTo(client, endpoint))`): the decoded form values are the
 * request's body, sent through `client`.
 */
export function submitTo<E extends AnyEndpoint>(client: ApiClient, endpoint: E): EndpointLogic<E, BodyOf<E>> {
  // `client.call`'s rest tuple cannot be spread from a generic input; `E` types both ends of this door.
  const call = client.call as Call;
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
