import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One API call as plain data: its method and path (Fastify's `url`, with `:name` parameters). The
 * answer and the body are carried as types only, so the web imports this table without zod (ADR
 * 0012, 0038, 0057) while the server's routes take their method and path from it.
 */
export interface Call<Url extends string = string, Answer = unknown, Body = unknown> {
  readonly method: Method;
  readonly url: Url;
  /** Never set at run time: it only carries the answer's and the body's types. */
  readonly types?: { answer: Answer; body: Body };
}

type Output<S> = S extends z.ZodType ? z.output<S> : S;
type Input<S> = S extends z.ZodType ? z.input<S> : S;

/** The answer's and the body's shapes (a zod schema's type, or a plain type), carried as a type only. */
export interface Shapes<Answer, Body> {
  answer: Answer;
  body: Body;
}

/** Names a call's shapes without a value: `shape<typeof answerSchema, typeof bodySchema>` (an instantiation expression). */
export const shape = <Answer, Body = never>(): Shapes<Answer, Body> => ({}) as Shapes<Answer, Body>;

/**
 * Declares a call: `call('POST', '/api/…', shape<typeof answerSchema, typeof bodySchema>)`. Marked free of
 * side effects so a bundle keeps only the calls its code uses.
 */
/* @__NO_SIDE_EFFECTS__ */
export function call<const Url extends string, Answer, Body>(method: Method, url: Url, _shapes: () => Shapes<Answer, Body>): Call<Url, Output<Answer>, Input<Body>> {
  return { method, url };
}

/** The `:name` parameters of a path, as a union of names. */
export type ParamNames<Url extends string> =
  Url extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamNames<`/${Rest}`>
    : Url extends `${string}:${infer Name}` ? Name : never;

export type AnswerOf<C> = C extends Call<string, infer Answer> ? Answer : never;
export type BodyOf<C> = C extends Call<string, unknown, infer Body> ? Body : never;

/** A file sent as it is, with its own Content-Type (an image upload): what a browser's File has. */
export interface RawFile {
  readonly size: number;
  readonly type: string;
}
