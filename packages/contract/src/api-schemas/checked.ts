import type { z } from 'zod';
import type { AnswerOf, BodyOf, Call } from '../api/call.ts';

/** What the server validates a call's request with and serialises its answers through, by status. */
export interface CallSchemas {
  readonly params?: z.ZodType;
  readonly querystring?: z.ZodType;
  readonly headers?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response?: Readonly<Record<number, z.ZodType>>;
}

type SuccessAnswer<Schemas> = Schemas extends { response: infer Responses }
  ? { [Status in keyof Responses]: Status extends 200 | 201 | 202 ? Responses[Status] extends z.ZodType ? z.output<Responses[Status]> : never : never }[keyof Responses]
  : never;
type RequestBody<Schemas> = Schemas extends { body: infer Body extends z.ZodType } ? z.input<Body> : never;

/** The call itself when its schemas fit the table's answer and body types; a type error otherwise. */
type Fitting<C extends Call, Schemas> = [SuccessAnswer<Schemas>] extends [AnswerOf<C>]
  ? [RequestBody<Schemas>] extends [BodyOf<C>] ? C : { bodyDoesNotFitTheTable: RequestBody<Schemas> }
  : { answerDoesNotFitTheTable: SuccessAnswer<Schemas> };

export type CheckedCall<C extends Call = Call, Schemas extends CallSchemas = CallSchemas> = C & { readonly schema: Schemas };

/**
 * A call of the API table with its schemas: the server's routes take their validation and serialisation
 * from it (ADR 0057). A success answer or body schema that does not fit the table's types fails the typecheck.
 */
export function checked<C extends Call, const Schemas extends CallSchemas>(call: Fitting<C, Schemas>, schema: Schemas): CheckedCall<C, Schemas> {
  return { ...(call as C), schema };
}
