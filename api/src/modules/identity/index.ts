// The identity module's public file: what other modules may use of it (the architecture rules refuse any other way in).
export { IdentityModule } from './identity.module.js';
export { AdminOnly, CurrentAdmin } from './admin-auth.guard.js';
export type { AdminPrincipal } from './auth.service.js';
