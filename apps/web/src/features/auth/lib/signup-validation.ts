import { SignupFormSchema, type SignupForm } from '@exam/contract';

export type ValidSignupForm = ReturnType<typeof SignupFormSchema.parse>;

/** What the form holds: the terms box may be unticked, which the schema then rejects. */
export type SignupFormValues = Omit<SignupForm, 'terms'> & { terms: boolean };

export type SignupValidation =
  | { success: true; data: ValidSignupForm }
  | {
      success: false;
      /** The English toast text (the contract's messages joined with ', '). */
      message: string;
      /** Each problem once, in form order: the screen shows them in its language. */
      messages: string[];
      fieldErrors: Partial<Record<keyof SignupForm, string>>;
    };

/**
 * Validates the sign-up form with the shared schema before any call (docs/product.md §5). All problems are
 * reported together as one toast text, joined with ', ' in form order, each message once.
 */
export function validateSignupForm(values: SignupFormValues): SignupValidation {
  const result = SignupFormSchema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const messages: string[] = [];
  const fieldErrors: Partial<Record<keyof SignupForm, string>> = {};
  for (const issue of result.error.issues) {
    if (!messages.includes(issue.message)) messages.push(issue.message);
    const field = issue.path[0];
    if (typeof field === 'string' && field in values) {
      fieldErrors[field as keyof SignupForm] ??= issue.message;
    }
  }
  return { success: false, message: messages.join(', '), messages, fieldErrors };
}
