/** The one error shape of the protocol: `{"error":{"code","message","rule"?}}` with a 4xx status. */
export interface ApiError {
  readonly status: number;
  readonly code: string;
  readonly message: string;
  readonly rule?: string;
}

export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ApiError };

export function apiError(status: number, code: string, message: string, rule?: string): ApiError {
  return rule ? { status, code, message, rule } : { status, code, message };
}

export function errorBody(e: ApiError): { error: { code: string; message: string; rule?: string } } {
  return { error: e.rule ? { code: e.code, message: e.message, rule: e.rule } : { code: e.code, message: e.message } };
}

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T>(error: ApiError): Result<T> => ({ ok: false, error });
