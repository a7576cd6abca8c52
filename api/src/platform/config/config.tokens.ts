/** The injection token of the validated configuration (`AppConfig`). */
export const APP_CONFIG = Symbol('APP_CONFIG');
