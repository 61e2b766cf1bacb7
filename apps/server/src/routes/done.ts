/**
 * A change's answer: `success`, the sentence the screen shows (`detail`), and what it changed when there
 * is something to show. `changed` may be a void work's result: `done(detail, await remove(…))`.
 */
export function done<T extends object>(detail: string, changed?: T | void): { success: true; detail: string } & T {
  return { success: true as const, detail, ...changed } as { success: true; detail: string } & T;
}
