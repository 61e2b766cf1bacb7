import { z } from 'zod';

/** The answer of a call that only confirms: `{ success: true, detail }` with the server's Portuguese message. */
export const doneSchema = z.object({ success: z.literal(true), detail: z.string() });
