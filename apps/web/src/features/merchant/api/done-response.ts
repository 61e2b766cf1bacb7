/** The answer of a call that only confirms: `{ success: true, detail }` with the server's Portuguese message. */
export interface DoneAnswer {
  success: true;
  detail: string;
}
