import { createContext, useContext } from 'react';

/** The id of a Field's message: its control is described by it. */
export const fieldErrorId = (fieldId: string) => `${fieldId}-error`;

/** The Field a control sits in: its id (the control's) and the message it shows, if any. */
export const FieldContext = createContext<{ id: string; error: string | undefined } | undefined>(undefined);

interface ErrorAria {
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling' | undefined;
  'aria-describedby'?: string | undefined;
}

/**
 * The control's aria-invalid and aria-describedby: what the control says itself, else, while the
 * Field it sits in shows a message, invalid and described by that message (a screen reader reads it
 * with the field). Every Input, Textarea and NativeSelect takes them from here.
 */
export function useErrorAria(controlId: string | undefined, own: ErrorAria): ErrorAria {
  const field = useContext(FieldContext);
  const shown = field?.error && controlId === field.id ? field : undefined;
  return {
    'aria-invalid': own['aria-invalid'] ?? (shown ? true : undefined),
    'aria-describedby': own['aria-describedby'] ?? (shown ? fieldErrorId(shown.id) : undefined),
  };
}
