// The envelope of the shop API's JSON replies: `{success: true, …}` with the reply's own fields, or a refusal
// `{success: false, error}` with the Russian message and, for a form, each field's message in `errors`.

export type ApiFailure = { success: false; error: string; errors?: Record<string, string> };
export type ApiSuccess<T extends object = object> = { success: true } & T;
